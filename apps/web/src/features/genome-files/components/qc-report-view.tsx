import type { GenomeFileQc } from '@plotline/contract/genome-files';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { buildQcChartOption, type QcChartTexts } from '../utils/qc-chart-options.ts';
import { moduleAnchor, QC_MODULES } from '../utils/qc-modules.ts';
import { toQcView } from '../utils/qc-report-view.ts';
import { QcChart } from './qc-chart.tsx';
import { QcStatusBadge } from './qc-status-badge.tsx';
import { QcBasicTable, QcOverrepresentedTable } from './qc-tables.tsx';

type QcReportViewProps = { entry: GenomeFileQc['reports'][number] };

/**
 * The QC report of one sequence file, as FastQC lays it out: the module list with its verdicts
 * (links to the sections), then each module — charts for the distributions, tables for the
 * basic statistics and the overrepresented sequences.
 */
export function QcReportView({ entry }: QcReportViewProps) {
  const { t } = useTranslation();
  const view = useMemo(() => toQcView(entry), [entry]);
  const texts: QcChartTexts = useMemo(
    () => ({
      position: t('genomeFiles.chart.position'),
      quality: t('genomeFiles.chart.quality'),
      mean: t('genomeFiles.chart.mean'),
      median: t('genomeFiles.chart.median'),
      quartiles: t('genomeFiles.chart.quartiles'),
      reads: t('genomeFiles.chart.reads'),
      percent: t('genomeFiles.chart.percent'),
      gcObserved: t('genomeFiles.chart.gcObserved'),
      gcTheoretical: t('genomeFiles.chart.gcTheoretical'),
      gcContent: t('genomeFiles.chart.gcContent'),
      length: t('genomeFiles.chart.length'),
      duplicationLevel: t('genomeFiles.chart.duplicationLevel'),
      deduplicated: t('genomeFiles.chart.deduplicated'),
      total: t('genomeFiles.chart.total'),
    }),
    [t],
  );
  const label = (name: string) => {
    const info = QC_MODULES[name];
    return info ? t(info.labelKey) : name;
  };
  return (
    <div className="pl-qc-report" data-testid="qc-report">
      <nav aria-label={t('genomeFiles.qc.summary')}>
        <ul className="pl-qc-summary">
          {view.modules.map(({ module, status }) => (
            <li key={module}>
              <a href={`#${moduleAnchor(module)}`}>
                <QcStatusBadge status={status} label={label(module)} />
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {view.modules.map(({ module, status }) => {
        const info = QC_MODULES[module];
        const option = info?.chart ? buildQcChartOption(info.chart, view, texts) : null;
        return (
          <section key={module} id={moduleAnchor(module)} className="pl-qc-module">
            <h4>
              <QcStatusBadge status={status} label={label(module)} />
            </h4>
            {module === 'Basic Statistics' && <QcBasicTable rows={view.basic} />}
            {module === 'Overrepresented sequences' && (
              <QcOverrepresentedTable rows={view.overrepresented} />
            )}
            {module === 'Sequence Duplication Levels' &&
              view.totalDeduplicatedPercentage !== null && (
                <p>
                  {t('genomeFiles.qc.remaining', {
                    percent: view.totalDeduplicatedPercentage.toFixed(2),
                  })}
                </p>
              )}
            {option && <QcChart option={option} label={label(module)} />}
          </section>
        );
      })}
    </div>
  );
}
