import type { AnovaType } from '@plotline/contract/statistics-anova';
import { ANOVA_TYPES } from '@plotline/contract/statistics-anova';
import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AnovaPage } from '../../hooks/use-anova-page.ts';

type AnovaTypeSelectProps = { page: AnovaPage };

/** The sums of squares: I, II or III; cleared, the server's default (II, III with interactions). */
export function AnovaTypeSelect({ page }: AnovaTypeSelectProps) {
  const { t } = useTranslation();
  return (
    <Form.Item label={t('statistics.anova.choice.type')} htmlFor="statistics-anova-type">
      <Select<AnovaType>
        id="statistics-anova-type"
        data-testid="statistics-anova-type"
        className="pl-model-type"
        value={page.type ?? undefined}
        allowClear
        placeholder={t('statistics.anova.choice.typeDefault')}
        options={ANOVA_TYPES.map((type) => ({
          value: type,
          label: t('statistics.anova.choice.typeOption', { type }),
        }))}
        onChange={(type: AnovaType | undefined) => page.selectType(type ?? null)}
      />
    </Form.Item>
  );
}
