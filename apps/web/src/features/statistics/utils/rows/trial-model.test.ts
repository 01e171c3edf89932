import type { SeasonSummary } from '@plotline/contract/statistics';
import { describe, expect, it } from 'vitest';
import {
  readTrialModel,
  seasonModelKind,
  toSeasonModelLines,
  writeTrialModel,
} from './trial-model.ts';

const season = (over: Partial<SeasonSummary>): SeasonSummary => ({
  year_id: 1,
  feature: 'урожай',
  design: 'rcbd',
  df: 30,
  mse: 2.5,
  nsr_min: 1,
  nsr_max: 1,
  avg_min: 10,
  avg_max: 20,
  ...over,
});

describe('the trial model in the address', () => {
  it('reads simple and mixed, anything else is auto', () => {
    expect(readTrialModel(new URLSearchParams('model=mixed'))).toBe('mixed');
    expect(readTrialModel(new URLSearchParams('model=simple'))).toBe('simple');
    expect(readTrialModel(new URLSearchParams('model=reml'))).toBe('auto');
    expect(readTrialModel(new URLSearchParams(''))).toBe('auto');
  });

  it('writes a model, and auto as no parameter', () => {
    const params = new URLSearchParams('yearIds=3');
    writeTrialModel(params, 'simple');
    expect(params.toString()).toBe('yearIds=3&model=simple');
    writeTrialModel(params, 'auto');
    expect(params.toString()).toBe('yearIds=3');
  });
});

describe('which model ran in a season', () => {
  it('names the model and design of each season, nothing from an answer without a model', () => {
    expect(seasonModelKind(season({ model: 'mixed', df: null }))).toBe('mixedBlocks');
    expect(seasonModelKind(season({ model: 'mixed', design: 'crd' }))).toBe('mixedNoBlocks');
    expect(seasonModelKind(season({ model: 'simple' }))).toBe('simpleRcbd');
    expect(seasonModelKind(season({ model: 'simple', design: 'crd' }))).toBe('simpleCrd');
    expect(seasonModelKind(season({ model: 'simple', design: null }))).toBe('none');
    expect(seasonModelKind(season({}))).toBeNull();
  });

  it('gives one line per season with its variance components or error term', () => {
    const lines = toSeasonModelLines([
      season({
        year_id: 4,
        model: 'mixed',
        df: null,
        mse: 1.9,
        block_variance: 0.7,
        residual_variance: 1.9,
      }),
      season({ year_id: 4, feature: 'высота', model: 'mixed' }),
      season({ year_id: 5, model: 'simple' }),
      season({ year_id: 6 }),
    ]);
    expect(lines).toEqual([
      {
        yearId: 4,
        kind: 'mixedBlocks',
        df: null,
        mse: 1.9,
        blockVariance: 0.7,
        residualVariance: 1.9,
      },
      {
        yearId: 5,
        kind: 'simpleRcbd',
        df: 30,
        mse: 2.5,
        blockVariance: null,
        residualVariance: null,
      },
    ]);
  });
});
