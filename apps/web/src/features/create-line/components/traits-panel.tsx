import type { TraitChange } from '@plotline/contract/create-line';
import { Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { deltaTone, formatDelta, formatValue } from '../utils/line-changes.ts';

type TraitsPanelProps = { traits: TraitChange[]; isLoading: boolean; title: string };

/**
 * The predicted traits of the base variety and of the planned line (before → after), each
 * change coloured: a rise green, a fall red.
 */
export function TraitsPanel({ traits, isLoading, title }: TraitsPanelProps) {
  const { t } = useTranslation();
  return (
    <section className="pl-cline-traits" data-testid="create-line-traits-panel">
      <h2 className="pl-cline-title">
        {title} {isLoading && <Spin size="small" />}
      </h2>
      {traits.length === 0 ? (
        <p className="pl-cline-hint">{t('createLine.traits.none')}</p>
      ) : (
        <table className="pl-cline-traits-table">
          <thead>
            <tr>
              <th>{t('createLine.traits.trait')}</th>
              <th>{t('createLine.traits.before')}</th>
              <th>{t('createLine.traits.after')}</th>
              <th>{t('createLine.traits.delta')}</th>
            </tr>
          </thead>
          <tbody>
            {traits.map((trait) => (
              <tr key={trait.feature_id} data-testid="create-line-trait">
                <td>{trait.feature}</td>
                <td>{formatValue(trait.before)}</td>
                <td>{formatValue(trait.after)}</td>
                <td className={`pl-cline-delta pl-cline-delta-${deltaTone(trait.delta)}`}>
                  {formatDelta(trait.delta)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <p className="pl-cline-hint">{t('createLine.traits.hint')}</p>
    </section>
  );
}
