import type { CrossingPlan } from '@plotline/contract/pedigree';
import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { cellKey, type Design, toMatrix } from '../utils/crossing-plan.ts';
import { CoancestryLegend } from './coancestry-legend.tsx';
import { CrossCell } from './cross-cell.tsx';

type PlanPreviewProps = { plan: CrossingPlan; design: Design; threshold: number };

/** The planned crosses: a mothers × fathers matrix, or a list for explicit pairs. */
export function PlanPreview({ plan, design, threshold }: PlanPreviewProps) {
  const { t } = useTranslation();
  const close = plan.crosses.filter((cross) => cross.close_relatives).length;
  const made = plan.crosses.filter((cross) => cross.already_made.length > 0).length;
  const summary = (
    <p className="pl-crossing-summary" data-testid="crossing-preview-summary">
      {t('crossing.preview.summary', {
        crosses: plan.crosses.length,
        plots: plan.total_plots,
      })}
      {close > 0 && ` · ${t('crossing.preview.close', { count: close })}`}
      {made > 0 && ` · ${t('crossing.preview.made', { count: made })}`}
    </p>
  );

  if (design === 'pairs') {
    return (
      <section className="pl-crossing-preview" data-testid="crossing-preview">
        {summary}
        <Table
          size="small"
          pagination={false}
          rowKey={(cross) => cellKey(cross.mother_id, cross.father_id)}
          dataSource={plan.crosses}
          columns={[
            { title: t('crossing.mother'), dataIndex: 'mother_name' },
            { title: t('crossing.father'), dataIndex: 'father_name' },
            { title: t('crossing.preview.crossName'), dataIndex: 'cross_name' },
            { title: t('crossing.preview.plots'), dataIndex: 'plots', align: 'right' },
            {
              title: t('crossing.preview.coancestry'),
              key: 'coancestry',
              render: (_value, cross) => <CrossCell cross={cross} />,
            },
          ]}
        />
        <CoancestryLegend threshold={threshold} />
      </section>
    );
  }

  const matrix = toMatrix(plan, design === 'diallel');
  return (
    <section className="pl-crossing-preview" data-testid="crossing-preview">
      {summary}
      <div className="pl-crossing-matrix-scroll">
        <table className="pl-crossing-matrix" data-testid="crossing-matrix">
          <thead>
            <tr>
              <th scope="col" className="pl-crossing-corner">
                {t('crossing.matrixCorner')}
              </th>
              {matrix.fathers.map((father) => (
                <th key={father.id} scope="col">
                  {father.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {matrix.mothers.map((mother) => (
              <tr key={mother.id}>
                <th scope="row">{mother.name}</th>
                {matrix.fathers.map((father) => {
                  const cross = matrix.cells.get(cellKey(mother.id, father.id));
                  return (
                    <td key={father.id}>
                      {cross ? <CrossCell cross={cross} /> : <span aria-hidden>—</span>}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <CoancestryLegend threshold={threshold} />
    </section>
  );
}
