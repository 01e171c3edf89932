import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ModelFormat } from '../hooks/use-anova-model-format.ts';
import type { LetterGroup } from '../utils/anova-compact-letters.ts';

type LetterGroupsTableProps = { groups: LetterGroup[]; decimals: number; format: ModelFormat };

/**
 * The levels of a factor, highest mean first, with their letter groups and their distance
 * below the highest level (the answer gives differences of means, not the means).
 */
export function LetterGroupsTable({ groups, decimals, format }: LetterGroupsTableProps) {
  const { t } = useTranslation();
  const top = groups[0]?.relativeMean ?? 0;
  return (
    <Table<LetterGroup>
      data-testid="letter-groups"
      className="pl-stat-table pl-model-letters"
      size="small"
      rowKey="level"
      dataSource={groups}
      pagination={{ defaultPageSize: 25, hideOnSinglePage: true, showSizeChanger: false }}
      columns={[
        { key: 'level', dataIndex: 'level', title: t('statistics.anova.letters.level') },
        {
          key: 'fromBest',
          title: t('statistics.anova.letters.fromBest'),
          align: 'right',
          render: (_, group) => format.signed(group.relativeMean - top, decimals),
        },
        {
          key: 'letters',
          title: t('statistics.anova.letters.letters'),
          render: (_, group) => <strong className="pl-model-letter">{group.letters}</strong>,
        },
      ]}
    />
  );
}
