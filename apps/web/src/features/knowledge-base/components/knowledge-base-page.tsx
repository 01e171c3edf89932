import type { KnowledgeEntry } from '@plotline/contract/knowledge-base';
import { KNOWLEDGE_PAGE_SIZE_DEFAULT } from '@plotline/contract/knowledge-base';
import { useQuery } from '@tanstack/react-query';
import { Col, Empty, Flex, Row, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorToast } from '#src/lib/use-error-toast.ts';
import { knowledgeEntryQueryOptions } from '../api/get-knowledge-entry.ts';
import { knowledgeEntriesQueryOptions } from '../api/list-knowledge-entries.ts';
import { useConfirmDeleteEntry } from '../hooks/use-confirm-delete-entry.ts';
import { useMarkerChoices } from '../hooks/use-entry-form-options.ts';
import { useKnowledgeAddress } from '../hooks/use-knowledge-address.ts';
import { EntryDrawer } from './entry-drawer.tsx';
import { EntryList } from './entry-list.tsx';
import { EntryView } from './entry-view.tsx';
import { KnowledgeToolbar } from './knowledge-toolbar.tsx';
import './knowledge-base.css';

type Dialog = { kind: 'add' } | { kind: 'edit'; entry: KnowledgeEntry } | null;

/**
 * The crop's knowledge base: the searchable list (filtered by marker from the catalogue's link)
 * beside the opened entry (the first of the page when none is chosen), with add, edit, delete.
 */
export function KnowledgeBasePage({ specId }: { specId: number }) {
  const { t } = useTranslation();
  const [address, change] = useKnowledgeAddress();
  const [dialog, setDialog] = useState<Dialog>(null);
  const { markers } = useMarkerChoices(specId);
  const list = useQuery(
    knowledgeEntriesQueryOptions({
      specId,
      search: address.search,
      mutationId: address.mutationId,
      page: address.page,
      pageSize: KNOWLEDGE_PAGE_SIZE_DEFAULT,
    }),
  );
  useErrorToast(list.error, 'knowledgeBase.errors.list');
  const results = list.data?.results ?? [];
  const openedId = address.entry ?? results[0]?.id ?? null;
  const onPage = results.find((entry) => entry.id === openedId);
  const opened = useQuery({
    ...knowledgeEntryQueryOptions(openedId ?? 0),
    enabled: openedId !== null && !onPage,
  });
  useErrorToast(opened.error, 'knowledgeBase.errors.entry');
  const entry = onPage ?? opened.data;
  const { confirmDelete, contextHolder } = useConfirmDeleteEntry((id) => {
    if (address.entry === id) change({ entry: null });
  });

  return (
    <Flex vertical gap={16} className="pl-kb-page">
      <Typography.Paragraph type="secondary" className="pl-kb-intro">
        {t('knowledgeBase.intro')}
      </Typography.Paragraph>
      <KnowledgeToolbar
        search={address.search}
        mutationId={address.mutationId}
        markers={markers}
        canCreate={list.data?.can_create ?? false}
        onSearch={(search) => change({ search, page: 1, entry: null })}
        onMarker={(mutationId) => change({ mutationId, page: 1, entry: null })}
        onAdd={() => setDialog({ kind: 'add' })}
      />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={9}>
          <EntryList
            entries={results}
            count={list.data?.count ?? 0}
            page={address.page}
            pageSize={KNOWLEDGE_PAGE_SIZE_DEFAULT}
            selectedId={entry?.id ?? null}
            loading={list.isFetching}
            onSelect={(id) => change({ entry: id })}
            onPage={(page) => change({ page, entry: null })}
          />
        </Col>
        <Col xs={24} lg={15}>
          {entry ? (
            <EntryView
              entry={entry}
              onEdit={(edited) => setDialog({ kind: 'edit', entry: edited })}
              onDelete={confirmDelete}
            />
          ) : list.isPending || opened.isFetching ? (
            <Skeleton active />
          ) : (
            <Empty description={t('knowledgeBase.view.none')} />
          )}
        </Col>
      </Row>
      {dialog && (
        <EntryDrawer
          specId={specId}
          entry={dialog.kind === 'edit' ? dialog.entry : undefined}
          mutationId={address.mutationId}
          markers={markers}
          onSaved={(saved) => {
            setDialog(null);
            change({ entry: saved.id });
          }}
          onClose={() => setDialog(null)}
        />
      )}
      {contextHolder}
    </Flex>
  );
}
