import { describe, expect, it } from 'vitest';
import { isSortable, type RowsView, toRowsQuery } from './rows-request.ts';

const request = { yearIds: [3, 5], feature: 'урожай', controlPlot: 'Д-1', controlYearId: 5 };
const view: RowsView = { search: ' демо ', sort: null, page: 2, pageSize: 50 };

describe('toRowsQuery', () => {
  it('asks the server for one page of the filtered rows (decision 028)', () => {
    expect(toRowsQuery(request, view)).toEqual({
      year_ids: '3,5',
      feature: 'урожай',
      control_plot: 'Д-1',
      control_plot_year_id: 5,
      search: 'демо',
      page: 2,
      page_size: 50,
    });
  });

  it('names a column sort as §8 does: row keys by name, metrics of the analysed feature', () => {
    const sorted = (key: 'plotName' | 'mean' | 'pValue', order: 'ascend' | 'descend') =>
      toRowsQuery(request, { ...view, sort: { key, order } });
    expect(sorted('plotName', 'descend')).toMatchObject({ sort_by: '-plot_name' });
    expect(sorted('mean', 'ascend')).toMatchObject({ sort_by__avg: 'урожай' });
    expect(sorted('pValue', 'descend')).toMatchObject({ sort_by__p_value: '-урожай' });
    expect(isSortable('repetitions')).toBe(false);
  });

  it('asks for the trial model only when one is chosen (absent: the server’s choice)', () => {
    expect(toRowsQuery({ ...request, model: 'mixed' })).toMatchObject({ model: 'mixed' });
    expect(toRowsQuery({ ...request, model: 'simple' }, view)).toMatchObject({ model: 'simple' });
    expect(toRowsQuery({ ...request, model: null })).not.toHaveProperty('model');
  });

  it('asks every row for an export, and the plain request without a view', () => {
    const all = toRowsQuery(request, view, false);
    expect(all).not.toHaveProperty('page');
    expect(all).toMatchObject({ search: 'демо' });
    expect(toRowsQuery({ ...request, controlYearId: null })).toEqual({
      year_ids: '3,5',
      feature: 'урожай',
      control_plot: undefined,
      control_plot_year_id: undefined,
    });
  });
});
