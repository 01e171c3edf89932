import { useTranslation } from 'react-i18next';
import { formatValue } from '../../utils/format-stat.ts';

type HeritabilityReliabilityProps = {
  /** 1 − PEV/σ²g, between 0 and 1. */
  value: number;
};

/** A line's reliability as a percentage with a bar (the number says it, the bar shows it). */
export function HeritabilityReliability({ value }: HeritabilityReliabilityProps) {
  const { i18n } = useTranslation();
  const percent = Math.min(100, Math.max(0, value * 100));
  return (
    <span className="pl-h2-reliability">
      <span className="pl-h2-reliability-track" aria-hidden>
        <span className="pl-h2-reliability-bar" style={{ width: `${percent}%` }} />
      </span>
      <span className="pl-h2-reliability-text">{`${formatValue(percent, i18n.language, 0)} %`}</span>
    </span>
  );
}
