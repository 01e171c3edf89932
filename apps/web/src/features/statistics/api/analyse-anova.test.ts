import { describe, expect, it } from 'vitest';
import { toAnovaQuery } from './analyse-anova.ts';

describe('toAnovaQuery', () => {
  it('sends the factors, then the interactions, as repeated group_vars', () => {
    expect(
      toAnovaQuery({
        yearId: 7,
        dependent: 'урожай',
        factors: ['line', 'удобрение, доза'],
        interactions: ['line:удобрение, доза'],
        type: 'III',
        mainPlot: 'удобрение, доза',
        control: { factor: 'line', level: 'Стандарт' },
      }),
    ).toEqual({
      year_id: 7,
      dependent_var: 'урожай',
      group_vars: ['line', 'удобрение, доза', 'line:удобрение, доза'],
      type: 'III',
      main_plot: 'удобрение, доза',
      control: 'Стандарт',
      control_factor: 'line',
    });
  });

  it('leaves out what is not chosen (the server’s defaults)', () => {
    expect(toAnovaQuery({ yearId: 7, dependent: 'урожай', factors: ['line'] })).toEqual({
      year_id: 7,
      dependent_var: 'урожай',
      group_vars: ['line'],
      type: undefined,
      main_plot: undefined,
      control: undefined,
      control_factor: undefined,
    });
  });
});
