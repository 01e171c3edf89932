import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ModelFormat } from '../../hooks/use-anova-model-format.ts';
import type { AnovaPage } from '../../hooks/use-anova-page.ts';

type AnovaControlSelectProps = { page: AnovaPage; format: ModelFormat };

/** Separates a factor and a level in an option's value (neither holds a NUL). */
const SEPARATOR = '\u0000';

/**
 * Dunnett's control (optional): a level of a factor that every other level of that factor is
 * compared with, on the adjusted means. The levels come from the last answer.
 */
export function AnovaControlSelect({ page, format }: AnovaControlSelectProps) {
  const { t } = useTranslation();
  const groups = [...page.controlLevels]
    .filter(([, levels]) => levels.length > 1)
    .map(([factor, levels]) => ({
      label: format.labelOf(factor),
      options: levels.map((level) => ({
        value: `${factor}${SEPARATOR}${level}`,
        label: level,
        title: `${format.labelOf(factor)}: ${level}`,
      })),
    }));
  const { control } = page;
  return (
    <Form.Item label={t('statistics.anova.choice.control')} htmlFor="statistics-dunnett-control">
      <Select
        id="statistics-dunnett-control"
        data-testid="statistics-dunnett-control"
        className="pl-model-select"
        value={control ? `${control.factor}${SEPARATOR}${control.level}` : undefined}
        labelRender={() =>
          control ? `${format.labelOf(control.factor)}: ${control.level}` : undefined
        }
        disabled={groups.length === 0 && control === null}
        allowClear
        placeholder={t('statistics.anova.choice.controlPlaceholder')}
        notFoundContent={t('statistics.anova.choice.controlNoLevels')}
        showSearch={{ optionFilterProp: 'label' }}
        options={groups}
        onChange={(value: string | undefined) => {
          const [factor, level] = value?.split(SEPARATOR) ?? [];
          page.selectControl(factor && level !== undefined ? { factor, level } : null);
        }}
      />
    </Form.Item>
  );
}
