import type { CombinedPlot } from '@plotline/contract/plots';
import { describe, expect, it } from 'vitest';
import { planEdit } from './plan-edit.ts';
import { readFeature, readHarvest, readStage } from './plot-values.ts';

function buildPlot(overrides: Partial<CombinedPlot> = {}): CombinedPlot {
  return {
    plot_order_priority: 1,
    line_id: 7,
    line_name: 'Линия 1',
    parent_line_id_1: null,
    parent_name_1: null,
    parent_line_id_2: null,
    parent_name_2: null,
    plot_id: 11,
    plot_name: 'Делянка 1/1',
    comment: '',
    length: null,
    width: null,
    square: null,
    plot_group: '',
    is_sort: false,
    plot_label: null,
    is_existed_brush: false,
    crossbreeding_line_id: null,
    crossbreeding_line_name: null,
    plot_results: [
      {
        plot_final_id: 1,
        plot_final_feature: 'высота',
        plot_final_value: '75',
        plot_final_unit: 'см',
      },
    ],
    plot_stages: [],
    plot_harvest: [],
    genotype: [],
    brushes: [],
    ...overrides,
  };
}

const context = {
  featureKinds: { высота: 'quantitative', окраска: 'qualitative' } as const,
  units: { высота: 'см' },
};

describe('planEdit', () => {
  it('stores a number with its unit, comma read as a decimal point', () => {
    const plan = planEdit('feature:высота', buildPlot(), '80,5', context);
    expect(plan).toMatchObject({
      kind: 'save',
      request: { type: 'result', plotId: 11, feature: 'высота', unit: 'см', value: 80.5 },
    });
    if (plan.kind === 'save') expect(readFeature(plan.next, 'высота')).toBe('80.5');
  });

  it('refuses text for a quantitative phenotype and numbers for a qualitative one', () => {
    expect(planEdit('feature:высота', buildPlot(), 'высокий', context)).toMatchObject({
      kind: 'invalid',
      message: 'validation.phenotypeNumber',
    });
    expect(planEdit('feature:окраска', buildPlot(), '3', context)).toMatchObject({
      kind: 'invalid',
      message: 'validation.phenotypeText',
    });
  });

  it('refuses more than 4 decimals and leaves equal values alone', () => {
    expect(planEdit('feature:высота', buildPlot(), '1.23456', context)).toMatchObject({
      kind: 'invalid',
      message: 'validation.decimalPlaces',
    });
    expect(planEdit('feature:высота', buildPlot(), '75.0', context)).toEqual({ kind: 'unchanged' });
  });

  it('clears a phenotype when the cell is emptied', () => {
    const plan = planEdit('feature:высота', buildPlot(), '  ', context);
    expect(plan).toMatchObject({
      kind: 'save',
      request: { type: 'clearResult', feature: 'высота' },
    });
    if (plan.kind === 'save') expect(readFeature(plan.next, 'высота')).toBeNull();
  });

  it('accepts anything for a phenotype without values yet', () => {
    expect(planEdit('feature:новый', buildPlot(), 'да', context)).toMatchObject({
      kind: 'save',
      request: { type: 'result', value: 'да', unit: '' },
    });
  });

  it('checks labels: at most 10 characters of letters, digits and - # № / .', () => {
    expect(planEdit('plot_label', buildPlot(), 'A-1/2№', context)).toMatchObject({
      kind: 'save',
      request: { type: 'label', value: 'A-1/2№' },
    });
    expect(planEdit('plot_label', buildPlot(), 'A 1', context)).toMatchObject({
      message: 'validation.plotLabelPattern',
    });
    expect(planEdit('plot_label', buildPlot(), '12345678901', context)).toMatchObject({
      message: 'validation.maxChars',
      params: { max: 10 },
    });
  });

  it('sets and clears stage dates, refusing other text', () => {
    const plan = planEdit('stage:всходы', buildPlot(), '2025-05-02', context);
    expect(plan).toMatchObject({ request: { type: 'stage', stage: 'всходы', date: '2025-05-02' } });
    if (plan.kind === 'save') expect(readStage(plan.next, 'всходы')).toBe('2025-05-02');
    expect(planEdit('stage:всходы', buildPlot(), 'май', context)).toMatchObject({
      message: 'validation.date',
    });
  });

  it('creates a harvest technology on its first date and changes an existing one', () => {
    const created = planEdit('harvest:planned:уборка', buildPlot(), '2025-08-01', context);
    expect(created).toMatchObject({
      request: { type: 'harvest', technology: 'уборка', part: 'planned', current: undefined },
    });
    if (created.kind === 'save')
      expect(readHarvest(created.next, 'уборка', 'planned')).toBe('2025-08-01');
    const plot = buildPlot({
      plot_harvest: [
        {
          harvest_id: 4,
          harvest_technology: 'уборка',
          harvest_date_planned: '2025-08-01',
          harvest_date_real: null,
          harvest_comment: '',
        },
      ],
    });
    expect(planEdit('harvest:comment:уборка', plot, 'комбайн', context)).toMatchObject({
      request: { part: 'comment', value: 'комбайн', current: { harvest_id: 4 } },
    });
  });
});
