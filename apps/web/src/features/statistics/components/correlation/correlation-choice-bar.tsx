import type { CorrelationBasis } from '@plotline/contract/statistics-visualisation';
import { Form, Radio, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CorrelationMethod } from '../../api/compute-correlation-matrix.ts';
import type { CorrelationPage } from '../../hooks/use-correlation-page.ts';
import { SingleSeasonSelect } from '../single-season-select.tsx';

type CorrelationChoiceBarProps = { page: CorrelationPage };

/**
 * The correlation's choice: one season, two or more features or stages, Pearson or Spearman,
 * and a point per plot or per row's adjusted mean (decision 053).
 */
export function CorrelationChoiceBar({ page }: CorrelationChoiceBarProps) {
  const { t } = useTranslation();
  const { season, variables } = page;
  return (
    <Form layout="vertical" className="pl-stat-choice" aria-label={t('statistics.choice.label')}>
      <SingleSeasonSelect season={season} isMultiple />
      <Form.Item label={t('statistics.correlation.features')} htmlFor="statistics-features">
        <Select
          id="statistics-features"
          data-testid="statistics-features"
          className="pl-stat-features"
          mode="multiple"
          value={page.features}
          disabled={season.yearId === null}
          loading={variables.isPending}
          maxTagCount="responsive"
          allowClear
          placeholder={t('statistics.correlation.featuresPlaceholder')}
          notFoundContent={t('statistics.visualisation.noVariables')}
          showSearch={{ optionFilterProp: 'label' }}
          options={variables.groups}
          onChange={(features: string[]) => season.selectFeatures(features)}
        />
      </Form.Item>
      <Form.Item label={t('statistics.correlation.methodLabel')}>
        <Radio.Group
          data-testid="correlation-method"
          optionType="button"
          value={season.method}
          aria-label={t('statistics.correlation.methodLabel')}
          options={[
            { value: 'pearson', label: t('statistics.correlation.pearson') },
            { value: 'spearman', label: t('statistics.correlation.spearman') },
          ]}
          onChange={(event) => season.selectMethod(event.target.value as CorrelationMethod)}
        />
      </Form.Item>
      <Form.Item
        label={<span id="correlation-basis-label">{t('statistics.correlation.basis.label')}</span>}
        tooltip={t('statistics.correlation.basis.hint')}
      >
        <Radio.Group
          data-testid="correlation-basis"
          optionType="button"
          value={season.basis}
          aria-labelledby="correlation-basis-label"
          options={[
            { value: 'plots', label: t('statistics.correlation.basis.plots') },
            { value: 'line_means', label: t('statistics.correlation.basis.lineMeans') },
          ]}
          onChange={(event) => season.selectBasis(event.target.value as CorrelationBasis)}
        />
      </Form.Item>
    </Form>
  );
}
