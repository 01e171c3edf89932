import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { shortenSequence } from '../utils/marker-rules.ts';

/** A sequence (primer, flank) shortened in its cell, with the whole of it copied on a click. */
export function SequenceCell({ value, label }: { value: string; label: string }) {
  const { t } = useTranslation();
  if (!value) return <span className="pl-genome-muted">—</span>;
  return (
    <Typography.Text
      className="pl-genome-sequence"
      title={value.length > 60 ? `${value.slice(0, 60)}… (${value.length})` : value}
      copyable={{
        text: value,
        tooltips: [t('genomeData.markers.copy', { what: label }), t('genomeData.markers.copied')],
      }}
    >
      {shortenSequence(value)}
    </Typography.Text>
  );
}
