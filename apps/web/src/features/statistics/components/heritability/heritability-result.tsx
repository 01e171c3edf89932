import { FileExcelOutlined } from '@ant-design/icons';
import type { HeritabilityAnalysis } from '@plotline/contract/statistics-heritability';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import type { HeritabilitySelection } from '../../api/compute-heritability.ts';
import { useDownloadHeritability } from '../../api/download-heritability.ts';
import { MethodNote } from '../method-note.tsx';
import { HeritabilityCorrelationsTable } from './heritability-correlations-table.tsx';
import { HeritabilityTraitCard } from './heritability-trait-card.tsx';

type HeritabilityResultViewProps = {
  result: HeritabilityAnalysis;
  /** What was asked: the export asks the server for the same analysis. */
  request: HeritabilitySelection;
};

const K = 'statistics.heritability';

/**
 * The analysis: a summary with the xlsx export, a card per trait (model, variance components,
 * H², ranked BLUPs), the traits' correlations when several, and what was computed.
 */
export function HeritabilityResultView({ result, request }: HeritabilityResultViewProps) {
  const { t } = useTranslation();
  const download = useDownloadHeritability();
  const seasons = result.seasons.map((season) => season.label).join(', ');
  const method = [
    t(`${K}.method.model`),
    t(`${K}.method.environments.${result.environments}`),
    t(`${K}.method.cullis`),
    t(`${K}.method.blup`),
    ...(result.correlations ? [t(`${K}.method.correlations`)] : []),
  ];
  return (
    <section className="pl-h2-result" aria-label={t('statistics.result')} data-testid="h2-result">
      <div className="pl-stat-result-bar">
        <h2 className="pl-h2-summary">
          {t(`${K}.summary`, { traits: result.traits.length, seasons: result.seasons.length })}
        </h2>
        <span className="pl-stat-count">{seasons}</span>
        <Button
          className="pl-stat-export"
          data-testid="statistics-export"
          icon={<FileExcelOutlined aria-hidden />}
          loading={download.isPending}
          onClick={() => download.mutate(request)}
        >
          {t('statistics.exportXlsx')}
        </Button>
      </div>
      {result.traits.map((trait) => (
        <HeritabilityTraitCard key={trait.feature} trait={trait} />
      ))}
      {result.correlations && <HeritabilityCorrelationsTable correlations={result.correlations} />}
      <MethodNote paragraphs={method} />
    </section>
  );
}
