import { describe, expect, it } from 'vitest';
import { keepAvailable, readNames, writeNames } from './anova-model-choice.ts';
import { formulaName, toModelVariables } from './anova-model-variables.ts';

describe('model choice in the address', () => {
  it('reads a repeated parameter once per name, blanks dropped, commas kept', () => {
    const params = new URLSearchParams('factor=line&factor=a,b&factor=%20&factor=line');
    expect(readNames(params, 'factor')).toEqual(['line', 'a,b']);
  });

  it('writes and clears a repeated parameter', () => {
    const params = new URLSearchParams('factor=x&feature=y');
    writeNames(params, 'factor', ['line', 'repetition']);
    expect(params.toString()).toBe('feature=y&factor=line&factor=repetition');
    writeNames(params, 'factor', []);
    expect(params.toString()).toBe('feature=y');
  });

  it('keeps only what the season offers, in the asked order', () => {
    expect(keepAvailable(['b', 'x', 'a'], ['a', 'b'])).toEqual(['b', 'a']);
  });
});

describe('toModelVariables', () => {
  it('offers the built-in factors first and hides a feature named like one', () => {
    const variables = toModelVariables({
      quantitative: ['урожайность'],
      stages: ['цветение'],
      qualitative: ['окраска', 'line'],
      technologies: [],
      season_indices: ['GDD'],
    });
    expect(variables.factors).toEqual([
      { name: 'line', builtIn: 'line' },
      { name: 'repetition', builtIn: 'repetition' },
      { name: 'harvest_technology', builtIn: 'harvest_technology' },
      { name: 'окраска' },
    ]);
    expect(variables.stages).toEqual(['цветение']);
    expect(variables.seasonIndices).toEqual(['GDD']);
  });

  it('names variables as the server’s formulas do', () => {
    expect(formulaName('масса 1000 зерен')).toBe('масса_1000_зерен');
  });
});
