import { Form, Radio, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { HybridsPage } from '../../hooks/use-hybrids-page.ts';
import { SeasonTreeSelect } from '../season-tree-select.tsx';

type HybridsChoiceBarProps = { page: HybridsPage };

const METHODS = [1, 2, 3, 4] as const;

/** One season, a feature, and how the combining ability is analysed. */
export function HybridsChoiceBar({ page }: HybridsChoiceBarProps) {
  const { t } = useTranslation();
  const { choiceState, features, combining, changeCombining } = page;
  const isDiallel = combining.design === 'diallel';
  return (
    <Form layout="vertical" className="pl-stat-choice" aria-label={t('statistics.choice.label')}>
      <Form.Item label={t('statistics.hybrids.season')} htmlFor="hybrids-season">
        <SeasonTreeSelect
          id="hybrids-season"
          isSingle
          fields={choiceState.fields}
          value={page.yearId === null ? [] : [page.yearId]}
          onChange={choiceState.selectYearIds}
          placeholder={t('statistics.hybrids.seasonPlaceholder')}
        />
      </Form.Item>
      <Form.Item label={t('statistics.choice.feature')} htmlFor="hybrids-feature">
        <Select
          id="hybrids-feature"
          data-testid="statistics-feature"
          className="pl-stat-feature"
          value={page.feature ?? undefined}
          disabled={page.yearId === null}
          loading={features.isPending && page.yearId !== null}
          placeholder={t('statistics.choice.featurePlaceholder')}
          notFoundContent={t('statistics.choice.noFeatures')}
          showSearch={{ optionFilterProp: 'label' }}
          options={features.names.map((name) => ({ value: name, label: name }))}
          onChange={(feature: string) => choiceState.selectFeature(feature)}
        />
      </Form.Item>
      <Form.Item label={t('statistics.hybrids.design')}>
        <Radio.Group
          data-testid="hybrids-design"
          optionType="button"
          value={combining.design}
          options={[
            { value: 'diallel', label: t('statistics.hybrids.designs.diallel') },
            { value: 'line_by_tester', label: t('statistics.hybrids.designs.lineByTester') },
          ]}
          onChange={(event) => changeCombining({ design: event.target.value })}
        />
      </Form.Item>
      {isDiallel && (
        <Form.Item label={t('statistics.hybrids.method')} htmlFor="hybrids-method">
          <Select
            id="hybrids-method"
            data-testid="hybrids-method"
            className="pl-cross-method"
            value={combining.method ?? 0}
            options={[
              { value: 0, label: t('statistics.hybrids.methodAuto') },
              ...METHODS.map((method) => ({
                value: method,
                label: t(`statistics.hybrids.methods.m${method}`),
              })),
            ]}
            onChange={(method: number) => changeCombining({ method: method === 0 ? null : method })}
          />
        </Form.Item>
      )}
      {isDiallel && (
        <Form.Item label={t('statistics.hybrids.model')}>
          <Radio.Group
            data-testid="hybrids-model"
            optionType="button"
            value={combining.model}
            options={[
              { value: 'fixed', label: t('statistics.hybrids.models.fixed') },
              { value: 'random', label: t('statistics.hybrids.models.random') },
            ]}
            onChange={(event) => changeCombining({ model: event.target.value })}
          />
        </Form.Item>
      )}
    </Form>
  );
}
