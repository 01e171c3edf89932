import type { SeasonSummary } from '@plotline/contract/statistics';
import { describe, expect, it } from 'vitest';
import { meanRange, summariseNsr } from './summarise-nsr.ts';

function season(yearId: number, nsr: [number, number] | null): SeasonSummary {
  return {
    year_id: yearId,
    feature: 'урожай',
    design: nsr ? 'rcbd' : null,
    df: nsr ? 46 : null,
    mse: nsr ? 2.1 : null,
    nsr_min: nsr?.[0] ?? null,
    nsr_max: nsr?.[1] ?? null,
    avg_min: 40 + yearId,
    avg_max: 60 + yearId,
  };
}

describe('summariseNsr', () => {
  it('gives each season its НСР₀₅ range, seasons without one left out', () => {
    const seasons = [season(2, [2.9, 3.4]), season(1, null), season(3, [4, 4])];
    expect(summariseNsr(seasons)).toEqual([
      { yearId: 2, min: 2.9, max: 3.4 },
      { yearId: 3, min: 4, max: 4 },
    ]);
  });

  it('spans every season’s means', () => {
    expect(meanRange([season(1, null), season(2, null)])).toEqual([41, 61, 42, 62]);
  });
});
