import type { KnowledgeEntry } from '@plotline/contract/knowledge-base';
import { Empty, Flex, Pagination, Spin, Tag } from 'antd';
import { useTranslation } from 'react-i18next';

type EntryListProps = {
  entries: KnowledgeEntry[];
  count: number;
  page: number;
  pageSize: number;
  selectedId: number | null;
  loading: boolean;
  onSelect: (id: number) => void;
  onPage: (page: number) => void;
};

/** One page of entries: title, gene and marker tags, how many effects; the opened one marked. */
export function EntryList(props: EntryListProps) {
  const { t } = useTranslation();
  if (!props.loading && props.entries.length === 0) {
    return <Empty description={t('knowledgeBase.list.empty')} data-testid="knowledge-list-empty" />;
  }
  return (
    <Spin spinning={props.loading}>
      <ul className="pl-kb-list" data-testid="knowledge-list">
        {props.entries.map((entry) => (
          <li key={entry.id}>
            <button
              type="button"
              className={
                entry.id === props.selectedId ? 'pl-kb-item pl-kb-item-selected' : 'pl-kb-item'
              }
              aria-current={entry.id === props.selectedId ? 'true' : undefined}
              onClick={() => props.onSelect(entry.id)}
              data-testid="knowledge-list-item"
            >
              <span className="pl-kb-item-title">{entry.title}</span>
              <Flex gap={4} wrap>
                {entry.gene && <Tag>{entry.gene}</Tag>}
                {entry.mutation_name && entry.mutation_name !== entry.gene && (
                  <Tag color="blue">{entry.mutation_name}</Tag>
                )}
                <Tag color={entry.effects.length > 0 ? 'green' : 'default'}>
                  {t('knowledgeBase.list.effects', { count: entry.effects.length })}
                </Tag>
              </Flex>
            </button>
          </li>
        ))}
      </ul>
      {props.count > props.pageSize && (
        <Pagination
          size="small"
          align="center"
          current={props.page}
          pageSize={props.pageSize}
          total={props.count}
          showSizeChanger={false}
          onChange={props.onPage}
        />
      )}
    </Spin>
  );
}
