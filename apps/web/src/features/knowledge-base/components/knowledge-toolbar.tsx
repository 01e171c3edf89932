import { PlusOutlined } from '@ant-design/icons';
import { KNOWLEDGE_SEARCH_MAX_LENGTH } from '@plotline/contract/knowledge-base';
import { Button, Flex, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Choice } from '../hooks/use-entry-form-options.ts';

type KnowledgeToolbarProps = {
  search: string;
  mutationId: number | null;
  markers: Choice[];
  canCreate: boolean;
  onSearch: (search: string) => void;
  onMarker: (mutationId: number | null) => void;
  onAdd: () => void;
};

/** Search (title, gene, text, marker, trait), the marker filter, and "Add an entry". */
export function KnowledgeToolbar(props: KnowledgeToolbarProps) {
  const { t } = useTranslation();
  return (
    <Flex gap={8} wrap align="center">
      <Input.Search
        key={props.search}
        defaultValue={props.search}
        allowClear
        maxLength={KNOWLEDGE_SEARCH_MAX_LENGTH}
        placeholder={t('knowledgeBase.list.searchPlaceholder')}
        aria-label={t('knowledgeBase.list.search')}
        onSearch={(value) => props.onSearch(value.trim())}
        className="pl-kb-search"
        data-testid="knowledge-search"
      />
      <Select<number>
        value={props.mutationId ?? undefined}
        options={props.markers}
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        placeholder={t('knowledgeBase.list.markerFilter')}
        aria-label={t('knowledgeBase.list.markerFilter')}
        onChange={(value) => props.onMarker(value ?? null)}
        className="pl-kb-marker-filter"
        data-testid="knowledge-marker-filter"
      />
      {props.canCreate && (
        <Button
          type="primary"
          icon={<PlusOutlined aria-hidden />}
          onClick={props.onAdd}
          data-testid="knowledge-add"
        >
          {t('knowledgeBase.actions.add')}
        </Button>
      )}
    </Flex>
  );
}
