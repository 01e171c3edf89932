import type { KnowledgeEffect } from '@plotline/contract/knowledge-base';
import { Table } from 'antd';
import { useTranslation } from 'react-i18next';

/** Effects with a sign, as breeders read them (+0.35, −0.4). */
function signed(value: number, language: string): string {
  const text = Math.abs(value).toLocaleString(language, { maximumFractionDigits: 4 });
  if (value > 0) return `+${text}`;
  return value < 0 ? `−${text}` : text;
}

/** The effects an entry states: marker, trait, region (or every region), effect per ALT dose, SE. */
export function EffectsTable({ effects }: { effects: KnowledgeEffect[] }) {
  const { t, i18n } = useTranslation();
  return (
    <Table<KnowledgeEffect>
      size="small"
      rowKey="id"
      pagination={false}
      dataSource={effects}
      data-testid="knowledge-effects"
      locale={{ emptyText: t('knowledgeBase.view.noEffects') }}
      columns={[
        { key: 'marker', title: t('knowledgeBase.effects.marker'), dataIndex: 'mutation_name' },
        { key: 'trait', title: t('knowledgeBase.effects.trait'), dataIndex: 'feature_name' },
        {
          key: 'region',
          title: t('knowledgeBase.effects.region'),
          render: (_value, effect) => effect.region_name ?? t('knowledgeBase.effects.allRegions'),
        },
        {
          key: 'effect',
          title: t('knowledgeBase.effects.effect'),
          align: 'right',
          render: (_value, effect) => signed(effect.effect, i18n.language),
        },
        {
          key: 'se',
          title: t('knowledgeBase.effects.se'),
          align: 'right',
          render: (_value, effect) =>
            effect.se === null ? '—' : effect.se.toLocaleString(i18n.language),
        },
      ]}
    />
  );
}
