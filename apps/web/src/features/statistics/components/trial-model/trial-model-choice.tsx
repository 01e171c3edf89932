import { Form, Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TrialModelChoice } from '../../utils/rows/trial-model.ts';

type TrialModelChoiceProps = {
  value: TrialModelChoice;
  onChange: (choice: TrialModelChoice) => void;
  /** The tooltip, when the page's models differ from the per-season ones (multi-season). */
  hint?: string;
};

/**
 * The trial model of the НСР, t-test and averages pages (decision 050): auto (the mixed model
 * where a season has missing plots, else the simple one), simple (decision 017) or mixed; the
 * multi-season page (decision 053) reuses it with its own `hint`.
 */
export function TrialModelChoiceField({ value, onChange, hint }: TrialModelChoiceProps) {
  const { t } = useTranslation();
  const choices: TrialModelChoice[] = ['auto', 'simple', 'mixed'];
  return (
    <Form.Item
      label={<span id="statistics-trial-model-label">{t('statistics.trialModel.label')}</span>}
      tooltip={hint ?? t('statistics.trialModel.hint')}
    >
      <Segmented<TrialModelChoice>
        data-testid="statistics-trial-model"
        aria-labelledby="statistics-trial-model-label"
        value={value}
        options={choices.map((choice) => ({
          value: choice,
          label: t(`statistics.trialModel.choice.${choice}`),
        }))}
        onChange={onChange}
      />
    </Form.Item>
  );
}
