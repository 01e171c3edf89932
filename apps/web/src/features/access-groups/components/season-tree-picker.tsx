import { Skeleton, Tree } from 'antd';
import type { Key } from 'react';
import { useTranslation } from 'react-i18next';
import { useSeasonTree } from '../hooks/use-season-tree.ts';
import {
  listTreeYearIds,
  mergeCheckedYears,
  type SeasonTreeNode,
  yearKey,
} from '../utils/season-tree.ts';

type SeasonTreePickerProps = {
  id?: string;
  value?: number[];
  onChange?: (yearIds: number[]) => void;
};

/**
 * The crop → nursery → year picker of an access group (controlled by Form.Item; the value is
 * the chosen year ids). Ticking a crop or a nursery ticks its years; clicking a name toggles it.
 */
export function SeasonTreePicker({ id, value = [], onChange }: SeasonTreePickerProps) {
  const { t } = useTranslation();
  const { treeData, shownYearIds, isPending } = useSeasonTree();
  const checkedKeys = value.filter((yearId) => shownYearIds.has(yearId)).map(yearKey);

  function setChecked(keys: ReadonlyArray<Key>) {
    onChange?.(mergeCheckedYears(keys, value, shownYearIds));
  }

  function toggle(node: SeasonTreeNode, isChecked: boolean) {
    if (node.disableCheckbox) return;
    const under = listTreeYearIds([node]);
    const others = checkedKeys.filter((key) => !under.has(Number(key.slice('year:'.length))));
    setChecked(isChecked ? others : [...others, ...[...under].map(yearKey)]);
  }

  if (isPending) return <Skeleton active paragraph={{ rows: 4 }} title={false} />;
  return (
    <div id={id} className="pl-season-tree" data-testid="access-group-tree">
      {shownYearIds.size === 0 && (
        <p className="pl-season-tree-empty">{t('accessGroups.tree.empty')}</p>
      )}
      <Tree<SeasonTreeNode>
        aria-label={t('accessGroups.tree.label')}
        checkable
        defaultExpandAll
        treeData={treeData}
        checkedKeys={checkedKeys}
        onCheck={(keys) => setChecked(Array.isArray(keys) ? keys : keys.checked)}
        selectedKeys={[]}
        onSelect={(_keys, info) => toggle(info.node, info.node.checked)}
      />
    </div>
  );
}
