import { describe, expect, it } from 'vitest';
import { coloringTitle } from './get-map-coloring.ts';

const SOIL = [
  { id: 4, name: 'Гумус', unit: '%' },
  { id: 9, name: 'pH', unit: '' },
];

describe('coloringTitle', () => {
  it('names a soil colouring by the parameter and its unit', () => {
    expect(coloringTitle({ by: 'agro_param_id', name: '4' }, 'Гумус', SOIL)).toBe('Гумус, %');
    expect(coloringTitle({ by: 'agro_param_id', name: '9' }, 'pH', SOIL)).toBe('pH');
  });

  it('keeps the server’s name for a trait, and for a parameter no longer listed', () => {
    expect(coloringTitle({ by: 'feature', name: 'урожайность' }, 'урожайность', SOIL)).toBe(
      'урожайность',
    );
    expect(coloringTitle({ by: 'agro_param_id', name: '77' }, 'Азот', SOIL)).toBe('Азот');
    expect(coloringTitle(null, 'урожайность')).toBe('урожайность');
  });
});
