import type { FieldMap, FieldMapCell } from '@plotline/contract/field-maps-grid';
import {
  type Corner,
  INWARD_DIRECTIONS,
  type NumberingOrder,
  type NumberingType,
} from '@plotline/contract/field-maps-numbering';
import { describe, expect, it } from 'vitest';
import {
  computeNumberingPreview,
  countPlots,
  findNumberingBlock,
  type NumberingPreview,
  type NumberingSettings,
  parseNumberingRequest,
} from './numbering-preview.ts';

/**
 * A map from a picture: one string per row, one character per place — `.` empty, `o` a plot
 * without a label, a digit a plot already labelled with that digit. Plot ids count places.
 */
function buildMap(picture: string[], width = picture[0]?.length ?? 0): FieldMap {
  return {
    id: 1,
    field: 1,
    year: 1,
    max_length_per_list: width,
    meta_info: {
      count_of_lines: 0,
      count_of_plots: 0,
      sprouted_plots: 0,
      avg_days_after_sowing: null,
      features: {},
      harvest_technologies: {},
    },
    location_of_plots: picture.map((line, row) =>
      Array.from({ length: width }, (_, column): FieldMapCell | null => {
        const mark = line[column] ?? '.';
        if (mark === '.') return null;
        return {
          plot_id: row * width + column + 1,
          plot_name: `P${row}-${column}`,
          plot_label: mark === 'o' ? null : mark,
          line_name: 'L',
        };
      }),
    ),
  };
}

function settings(
  start_position: Corner,
  order: NumberingOrder = 'horizontal',
  numbering_type: NumberingType = 'rows',
  pattern: Partial<NumberingSettings> = {},
): NumberingSettings {
  return {
    start_position,
    order,
    numbering_type,
    horizontal_direction: INWARD_DIRECTIONS[start_position].horizontal,
    vertical_direction: INWARD_DIRECTIONS[start_position].vertical,
    prefix: '',
    numeration_start_number: 1,
    numeration_step: 1,
    ...pattern,
  };
}

/** The labels after numbering drawn back as a picture (`.` empty), cells joined by spaces. */
function picture(preview: NumberingPreview): string[] {
  const { window } = preview;
  const rows = Array.from({ length: window.rows }, () =>
    Array.from({ length: window.columns }, () => '.'),
  );
  for (const cell of preview.cells) {
    const line = rows[cell.row - window.row];
    if (line) line[cell.column - window.column] = cell.label;
  }
  return rows.map((line) => line.join(' '));
}

describe('computeNumberingPreview', () => {
  const full = buildMap(['ooo', 'ooo']);

  it('numbers row by row from the top left corner', () => {
    const preview = computeNumberingPreview(full, settings('top_left'));
    expect(picture(preview)).toEqual(['1 2 3', '4 5 6']);
    expect(preview).toMatchObject({ total: 6, count: 6, first: '1', last: '6' });
  });

  it('turns back on every other row in a snake', () => {
    const preview = computeNumberingPreview(full, settings('top_left', 'horizontal', 'snake'));
    expect(picture(preview)).toEqual(['1 2 3', '6 5 4']);
  });

  it('counts columns first from the bottom right corner', () => {
    const preview = computeNumberingPreview(full, settings('bottom_right', 'vertical', 'snake'));
    expect(picture(preview)).toEqual(['6 3 2', '5 4 1']);
  });

  it('writes prefix + (start + k × step)', () => {
    const pattern = { prefix: 'A-', numeration_start_number: 10, numeration_step: 5 };
    const preview = computeNumberingPreview(
      full,
      settings('top_right', 'horizontal', 'rows', pattern),
    );
    expect(picture(preview)).toEqual(['A-20 A-15 A-10', 'A-35 A-30 A-25']);
    expect(preview).toMatchObject({ first: 'A-10', last: 'A-35' });
  });

  it('numbers only unlabelled plots and skips the labels other plots carry', () => {
    const preview = computeNumberingPreview(buildMap(['o2o', 'oo.']), settings('top_left'));
    expect(picture(preview)).toEqual(['1 2 3', '4 5 .']);
    expect(preview.cells.filter((cell) => !cell.isNew).map((cell) => cell.label)).toEqual(['2']);
    expect(preview).toMatchObject({ total: 5, count: 4, first: '1', last: '5' });
  });

  it('keeps a plot’s place in a snake whatever other places are empty', () => {
    const preview = computeNumberingPreview(
      buildMap(['o.o', '...', 'oo.']),
      settings('top_left', 'horizontal', 'snake'),
    );
    // the empty middle row still turns the snake: the third row runs right again
    expect(picture(preview)).toEqual(['1 . 2', '. . .', '3 4 .']);
  });

  it('says nothing is numbered when every plot has a label', () => {
    const preview = computeNumberingPreview(buildMap(['12', '3.']), settings('top_left'));
    expect(preview).toMatchObject({ total: 3, count: 0, first: undefined, last: undefined });
    expect(preview.paths).toEqual([]);
  });

  it('handles a map without plots', () => {
    const preview = computeNumberingPreview(buildMap([], 5), settings('bottom_left'));
    expect(preview).toMatchObject({ total: 0, count: 0, cells: [], paths: [] });
    expect(preview.window).toMatchObject({ row: 0, rows: 0 });
  });

  it('draws only the corner where the count starts, with the walk cut at its edges', () => {
    const big = buildMap(Array.from({ length: 20 }, () => 'o'.repeat(30)));
    const preview = computeNumberingPreview(big, settings('bottom_right'), 12);
    expect(preview.window).toEqual({ row: 8, column: 18, rows: 12, columns: 12 });
    expect(preview.cells).toHaveLength(144);
    expect(preview.count).toBe(600);
    expect(preview.last).toBe('600');
    // every row of the window is a run: 12 plots, then the walk leaves for the other columns
    expect(preview.paths).toHaveLength(12);
    expect(preview.paths[0]?.[0]).toEqual({ row: 19, column: 29 });
    expect(preview.paths[0]?.at(-1)).toEqual({ row: 19, column: 18 });
    expect(preview.paths[1]?.[0]).toEqual({ row: 18, column: 29 });
  });

  it('keeps a whole row in one run when the window holds it', () => {
    const preview = computeNumberingPreview(full, settings('top_left'));
    expect(preview.paths).toHaveLength(1);
    expect(preview.paths[0]).toHaveLength(6);
  });

  it('reports the first label longer than 10 characters', () => {
    const pattern = { prefix: 'ABCDE', numeration_start_number: 99_999 };
    const preview = computeNumberingPreview(
      full,
      settings('top_left', 'horizontal', 'rows', pattern),
    );
    expect(preview.tooLong).toBe('ABCDE100000');
  });

  it('agrees with the grid size when the width is wider than the rows', () => {
    const preview = computeNumberingPreview(buildMap(['oo'], 4), settings('top_right'));
    expect(preview.size).toEqual({ width: 4, rows: 1 });
    expect(picture(preview)).toEqual(['2 1 . .']);
  });
});

describe('countPlots', () => {
  it('counts plots and the unlabelled ones', () => {
    expect(countPlots(buildMap(['o1.', 'oo2']))).toEqual({ total: 5, unlabelled: 3 });
  });
});

describe('findNumberingBlock', () => {
  const ready = computeNumberingPreview(buildMap(['oo']), settings('top_left'));

  it('lets a request through when plots wait for labels that fit', () => {
    expect(findNumberingBlock({ total: 2, unlabelled: 2 }, ready)).toBeNull();
  });

  it('blocks a year without plots, then a fully numbered one', () => {
    expect(findNumberingBlock({ total: 0, unlabelled: 0 }, null)).toBe('noPlots');
    expect(findNumberingBlock({ total: 2, unlabelled: 0 }, null)).toBe('allNumbered');
  });

  it('blocks labels longer than a plot label may be', () => {
    const pattern = { prefix: 'ABCDE', numeration_start_number: 123_456 };
    const tooLong = computeNumberingPreview(
      buildMap(['oo']),
      settings('top_left', 'horizontal', 'rows', pattern),
    );
    expect(findNumberingBlock({ total: 2, unlabelled: 2 }, tooLong)).toBe('tooLong');
  });
});

describe('parseNumberingRequest', () => {
  const values = {
    prefix: ' A ',
    numeration_start_number: 1,
    numeration_step: 2,
    start_position: 'bottom_left',
    numbering_type: 'snake',
    order: 'vertical',
    horizontal_direction: 'right',
    vertical_direction: 'up',
  };

  it('reads the form as the server would, prefix trimmed', () => {
    expect(parseNumberingRequest(values, 3, 4)).toEqual({
      ...values,
      prefix: 'A',
      field_id: 3,
      year_id: 4,
    });
  });

  it('refuses a direction leading away from the field', () => {
    expect(parseNumberingRequest({ ...values, vertical_direction: 'down' }, 3, 4)).toBeNull();
  });

  it.each([
    ['a prefix over 5 characters', { prefix: 'ABCDEF' }],
    ['a prefix with a space inside', { prefix: 'A B' }],
    ['a missing step', { numeration_step: null }],
    ['a step of 0', { numeration_step: 0 }],
    ['a negative start', { numeration_start_number: -1 }],
    ['a fractional start', { numeration_start_number: 1.5 }],
  ])('refuses %s', (_name, change) => {
    expect(parseNumberingRequest({ ...values, ...change }, 3, 4)).toBeNull();
  });

  it('accepts an empty prefix', () => {
    expect(parseNumberingRequest({ ...values, prefix: '' }, 3, 4)?.prefix).toBe('');
  });
});
