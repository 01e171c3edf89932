import { describe, expect, it } from 'vitest';
import {
  readBasis,
  readFeatures,
  readMethod,
  readTechnology,
  writeBasis,
  writeFeatures,
  writeMethod,
  writeTechnology,
} from './visualisation-choice.ts';

describe('one-season choice in the address', () => {
  it('keeps feature names whole, each once, in the order chosen', () => {
    const params = new URLSearchParams();
    writeFeatures(params, ['урожайность', 'высота, см', 'урожайность']);
    expect(params.toString()).toContain('features=%D1%83');
    expect(readFeatures(params)).toEqual(['урожайность', 'высота, см']);
    writeFeatures(params, []);
    expect(params.has('features')).toBe(false);
  });

  it('drops blank feature names', () => {
    expect(readFeatures(new URLSearchParams('features=%20&features=a'))).toEqual(['a']);
  });

  it('reads Pearson unless Spearman is asked, and leaves the default out', () => {
    const params = new URLSearchParams('method=kendall');
    expect(readMethod(params)).toBe('pearson');
    writeMethod(params, 'spearman');
    expect(readMethod(params)).toBe('spearman');
    writeMethod(params, 'pearson');
    expect(params.has('method')).toBe(false);
  });

  it('reads plots unless the rows’ means are asked, and leaves the default out', () => {
    const params = new URLSearchParams('basis=rows');
    expect(readBasis(params)).toBe('plots');
    writeBasis(params, 'line_means');
    expect(params.get('basis')).toBe('line_means');
    expect(readBasis(params)).toBe('line_means');
    writeBasis(params, 'plots');
    expect(params.has('basis')).toBe(false);
  });

  it('writes and clears the harvest technology', () => {
    const params = new URLSearchParams();
    expect(readTechnology(params)).toBeNull();
    writeTechnology(params, 'комбайн');
    expect(readTechnology(params)).toBe('комбайн');
    writeTechnology(params, null);
    expect(readTechnology(params)).toBeNull();
  });
});
