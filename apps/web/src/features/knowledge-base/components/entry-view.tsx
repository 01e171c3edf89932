import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import type { KnowledgeEntry } from '@plotline/contract/knowledge-base';
import { Button, Card, Descriptions, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '#src/config/paths.ts';
import { EffectsTable } from './effects-table.tsx';
import { ReferenceText } from './reference-text.tsx';

type EntryViewProps = {
  entry: KnowledgeEntry;
  onEdit: (entry: KnowledgeEntry) => void;
  onDelete: (entry: KnowledgeEntry) => void;
};

/** The catalogue page filtered to a marker by name. */
function markerHref(name: string): string {
  const query = new URLSearchParams({ tab: 'markers', search: name });
  return `${paths.genome.data.getHref()}?${query.toString()}`;
}

/**
 * An entry: title, gene, the marker (a link to it in the catalogue) and trait, the text with its
 * line breaks, the references with DOI/URL links, the effects; edit and delete for who may.
 */
export function EntryView({ entry, onEdit, onDelete }: EntryViewProps) {
  const { t, i18n } = useTranslation();
  const actions = (
    <Flex gap={8}>
      {entry.can_edit && (
        <Button
          icon={<EditOutlined aria-hidden />}
          onClick={() => onEdit(entry)}
          data-testid="knowledge-edit"
        >
          {t('knowledgeBase.actions.edit')}
        </Button>
      )}
      {entry.can_delete && (
        <Button
          danger
          icon={<DeleteOutlined aria-hidden />}
          onClick={() => onDelete(entry)}
          data-testid="knowledge-delete"
        >
          {t('common.delete')}
        </Button>
      )}
    </Flex>
  );
  return (
    <Card
      title={<h2 className="pl-kb-title">{entry.title}</h2>}
      extra={actions}
      data-testid="knowledge-entry"
    >
      <Descriptions size="small" column={{ xs: 1, sm: 2 }}>
        <Descriptions.Item label={t('knowledgeBase.fields.gene')}>
          {entry.gene || '—'}
        </Descriptions.Item>
        <Descriptions.Item label={t('knowledgeBase.fields.marker')}>
          {entry.mutation_name ? (
            <Link to={markerHref(entry.mutation_name)} data-testid="knowledge-marker-link">
              {entry.mutation_name}
            </Link>
          ) : (
            '—'
          )}
        </Descriptions.Item>
        <Descriptions.Item label={t('knowledgeBase.fields.trait')}>
          {entry.feature_name ?? '—'}
        </Descriptions.Item>
        <Descriptions.Item label={t('knowledgeBase.view.updated')}>
          {`${new Date(entry.updated_at).toLocaleDateString(i18n.language)}${entry.created_by_name ? ` · ${entry.created_by_name}` : ''}`}
        </Descriptions.Item>
      </Descriptions>
      {entry.body && <p className="pl-kb-body">{entry.body}</p>}
      <Typography.Title level={3} className="pl-kb-subtitle">
        {t('knowledgeBase.fields.references')}
      </Typography.Title>
      {entry.references.length > 0 ? (
        <ol className="pl-kb-references" data-testid="knowledge-references">
          {entry.references.map((reference, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: references may repeat; the order is theirs
            <li key={index} className="pl-kb-reference">
              <ReferenceText reference={reference} />
            </li>
          ))}
        </ol>
      ) : (
        <Typography.Text type="secondary">{t('knowledgeBase.view.noReferences')}</Typography.Text>
      )}
      <Typography.Title level={3} className="pl-kb-subtitle">
        {t('knowledgeBase.fields.effects')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        {t('knowledgeBase.view.effectsHint')}
      </Typography.Paragraph>
      <EffectsTable effects={entry.effects} />
    </Card>
  );
}
