import { describe, expect, it } from 'vitest';
import { toCreatePlotBody } from './to-create-plot-body.ts';

describe('toCreatePlotBody', () => {
  const target = { specId: 3, fieldId: 9 };

  it('sends width and length only when filled in, and empty repetitions as null', () => {
    const body = toCreatePlotBody(
      { plot_name: ' Делянка 1 ', line_name: 'Линия', year: 2025, repetitions: null, width: null },
      target,
    );
    expect(body).toEqual({
      plot_name: 'Делянка 1',
      line_name: 'Линия',
      field: 9,
      year: 2025,
      spec_id: 3,
      comment: '',
      mother: null,
      father: null,
      repetitions: null,
    });
  });

  it('keeps numbers, parents and the label', () => {
    const body = toCreatePlotBody(
      {
        plot_name: 'P',
        line_name: 'L',
        year: 2026,
        repetitions: 3,
        width: 1.5,
        length: 0,
        mother: 'М',
        plot_label: 'A-1',
      },
      target,
    );
    expect(body).toMatchObject({
      repetitions: 3,
      width: 1.5,
      length: 0,
      mother: 'М',
      plot_label: 'A-1',
    });
  });
});
