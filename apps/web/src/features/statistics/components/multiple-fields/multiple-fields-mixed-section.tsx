import type { MultiFieldMixed } from '@plotline/contract/statistics-hybrids';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import type { buildMixedTables } from '../../utils/multiple-fields/multiple-fields-mixed-tables.ts';
import { TableBlock } from '../crosses/crosses-table-block.tsx';

type MixedSectionProps = {
  mixed: MultiFieldMixed;
  tables: ReturnType<typeof buildMixedTables>;
};

const K = 'statistics.multipleFields.mixed';

/**
 * The mixed model over every line with a value (decision 053): the variance components, the
 * Type III tests and the ranked adjusted means with the mean SED and НСР₀₅.
 */
export function MixedSection({ mixed, tables }: MixedSectionProps) {
  const { t } = useTranslation();
  return (
    <section
      className="pl-cross-section pl-met-mixed"
      aria-labelledby="met-mixed-title"
      data-testid="met-mixed"
    >
      <h3 className="pl-cross-block-title pl-met-mixed-title" id="met-mixed-title">
        {t(`${K}.title`)}
      </h3>
      {!mixed.converged && (
        <Alert
          type="warning"
          showIcon
          className="pl-cross-warning"
          data-testid="met-mixed-not-converged"
          title={t(`${K}.notConverged`)}
        />
      )}
      <TableBlock table={tables.components} />
      <TableBlock table={tables.tests} />
      <TableBlock table={tables.lines} isSortable />
    </section>
  );
}
