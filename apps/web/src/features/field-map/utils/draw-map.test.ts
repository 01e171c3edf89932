import { LEVEL_COLORS } from '@plotline/contract/field-maps-colors';
import { describe, expect, it } from 'vitest';
import { cellCaption, inkFor } from './draw-map.ts';

const CELL = { plot_id: 1, plot_name: 'Д-1/1', plot_label: null, line_name: 'Линия А' };

describe('drawing plots', () => {
  it('captions a plot by its label, falling back to the name until it is numbered', () => {
    expect(cellCaption(CELL, 'label')).toBe('Д-1/1');
    expect(cellCaption({ ...CELL, plot_label: '17' }, 'label')).toBe('17');
    expect(cellCaption(CELL, 'name')).toBe('Д-1/1');
    expect(cellCaption(CELL, 'line')).toBe('Линия А');
  });

  it('writes dark text on the light levels and white on the dark ones', () => {
    expect(inkFor(LEVEL_COLORS[0])).toBe('#141414');
    expect(inkFor(LEVEL_COLORS[5])).toBe('#ffffff');
    expect(inkFor('#ffffff')).toBe('#141414');
    expect(inkFor('#000000')).toBe('#ffffff');
  });
});
