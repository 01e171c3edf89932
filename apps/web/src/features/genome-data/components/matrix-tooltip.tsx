import type { MatrixMarker, MatrixSample } from '@plotline/contract/genotype-matrices';
import { useTranslation } from 'react-i18next';
import { formatGenotype } from '../utils/dosage-colours.ts';

/** The call under the pointer, with where the pointer is in the frame. */
export type HoveredCell = {
  x: number;
  y: number;
  sample: MatrixSample;
  marker: MatrixMarker;
  dosage: number;
};

const percent = (value: number | null, language: string) =>
  value === null
    ? '—'
    : `${(value * 100).toLocaleString(language, { maximumFractionDigits: 1 })} %`;

/** The hovered call: sample (and its line or plot), marker chr:pos, alleles, genotype, stats. */
export function MatrixTooltip({ cell, frameWidth }: { cell: HoveredCell; frameWidth: number }) {
  const { t, i18n } = useTranslation();
  const { sample, marker } = cell;
  const linked = sample.line_name ?? sample.plot_name;
  const language = i18n.language;
  const left = cell.x + 16 + 260 > frameWidth ? cell.x - 276 : cell.x + 16;
  return (
    <div
      className="pl-matrix-tooltip"
      style={{ left: Math.max(0, left), top: cell.y + 16 }}
      role="tooltip"
      data-testid="matrix-tooltip"
    >
      <strong>{sample.name}</strong>
      {linked && linked !== sample.name && <div className="pl-genome-muted">{linked}</div>}
      <div>
        {marker.name} · {marker.chr}:{marker.pos.toLocaleString(language)}
      </div>
      <div>
        {t('genomeData.browser.alleles')}: {marker.ref || '—'}/{marker.alt || '—'}
      </div>
      <div>
        {t('genomeData.browser.genotype')}:{' '}
        <strong data-testid="matrix-tooltip-genotype">
          {formatGenotype(cell.dosage, marker.ref, marker.alt)}
        </strong>
      </div>
      <div>
        {t('genomeData.browser.altFrequency')}: {percent(marker.alt_freq, language)} ·{' '}
        {t('genomeData.browser.callRate')}: {percent(marker.call_rate, language)}
      </div>
    </div>
  );
}
