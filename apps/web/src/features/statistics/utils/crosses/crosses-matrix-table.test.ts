import { describe, expect, it } from 'vitest';
import { buildEffectTable, buildMatrixTable } from './crosses-matrix-table.ts';

describe('buildMatrixTable', () => {
  it('marks the cells beyond their threshold, above zero up and below down', () => {
    const table = buildMatrixTable({
      id: 'sca',
      title: 'SCA',
      corner: '♀ \\ ♂',
      rowNames: ['A', 'B'],
      columnNames: ['A', 'B'],
      cells: [
        [null, 2.5],
        [-3, 0.4],
      ],
      threshold: (i, j) => (i === j ? 0.3 : 2),
    });
    expect(table.columns.map((c) => c.title)).toEqual(['♀ \\ ♂', 'A', 'B']);
    expect(table.rows[0]?.marks).toEqual({ c1: 'up' });
    expect(table.rows[1]?.marks).toEqual({ c0: 'down', c1: 'up' });
  });

  it('marks nothing without thresholds', () => {
    const table = buildMatrixTable({
      id: 'm',
      title: 'M',
      corner: '',
      rowNames: ['A'],
      columnNames: ['X'],
      cells: [[5]],
    });
    expect(table.rows[0]?.marks).toBeUndefined();
  });
});

describe('buildEffectTable', () => {
  it('marks effects whose size exceeds t·SE', () => {
    const table = buildEffectTable({
      id: 'gca',
      title: 'GCA',
      nameTitle: 'Parent',
      effectTitle: 'ĝ',
      names: ['A', 'B', 'C'],
      effects: [1.2, -0.2, -1.5],
      threshold: 1,
    });
    expect(table.rows.map((row) => row.marks?.effect)).toEqual(['up', undefined, 'down']);
  });
});
