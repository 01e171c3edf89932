import { DownOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Dropdown, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '#src/stores/session-store.ts';
import { useSelectCulture } from '../hooks/use-select-culture.ts';

const ADD_KEY = 'add-culture';
/** Spec §9: the crop names' tooltip is at most 150 px wide. */
const TOOLTIP_MAX_WIDTH = 150;

/** The crop menu: the user's crops by Russian name, plus "Add crop". */
export function CropMenu() {
  const { t } = useTranslation();
  const cultures = useSessionStore((state) => state.cultureList);
  const selected = useSessionStore((state) => state.selectedCulture);
  const selectCulture = useSelectCulture();
  const selectedName = selected?.russian_name ?? t('crops.noneSelected');

  function handleClick(key: string) {
    if (key === ADD_KEY) {
      useSessionStore.getState().setCultureDialogOpen(true);
      return;
    }
    selectCulture(Number(key));
  }

  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: [
          ...cultures.map((crop) => ({
            key: String(crop.spec_id),
            label: (
              <Tooltip
                title={crop.russian_name}
                placement="left"
                styles={{ root: { maxWidth: TOOLTIP_MAX_WIDTH } }}
              >
                <span className="pl-crop-name">{crop.russian_name}</span>
              </Tooltip>
            ),
          })),
          ...(cultures.length > 0 ? [{ type: 'divider' as const }] : []),
          { key: ADD_KEY, icon: <PlusOutlined aria-hidden />, label: t('crops.add') },
        ],
        selectable: true,
        selectedKeys: selected ? [String(selected.spec_id)] : [],
        onClick: ({ key }) => handleClick(key),
      }}
    >
      <Button data-testid="crop-menu" aria-label={t('crops.menuLabel', { name: selectedName })}>
        <span className="pl-crop-name">{selectedName}</span>
        <DownOutlined aria-hidden />
      </Button>
    </Dropdown>
  );
}
