import { describe, expect, it } from 'vitest';
import { type BodyFacts, findBodyState } from './body-state.ts';

const READY: BodyFacts = {
  isSeasonsError: false,
  isSeasonsLoading: false,
  seasonCount: 2,
  chosenSeasonCount: 1,
  isFeaturesPending: false,
  isFeaturesError: false,
  featureCount: 4,
  isRequested: true,
  isResultError: false,
  rowCount: 24,
};

describe('findBodyState', () => {
  it('shows the result once the analysis answered with rows', () => {
    expect(findBodyState(READY)).toBe('result');
    expect(findBodyState({ ...READY, rowCount: 0 })).toBe('noRows');
    expect(findBodyState({ ...READY, rowCount: undefined })).toBe('calculating');
    expect(findBodyState({ ...READY, isResultError: true })).toBe('failed');
  });

  it('says what the choice lacks before anything is calculated', () => {
    expect(findBodyState({ ...READY, isRequested: false })).toBe('incomplete');
    expect(findBodyState({ ...READY, isRequested: false, featureCount: 0 })).toBe('noFeatures');
    expect(findBodyState({ ...READY, seasonCount: 0, chosenSeasonCount: 0 })).toBe('noSeasons');
  });

  it('does not claim "no features" while they load, failed, or no season is chosen', () => {
    const none = { ...READY, isRequested: false, featureCount: 0 };
    expect(findBodyState({ ...none, isFeaturesPending: true })).toBe('incomplete');
    expect(findBodyState({ ...none, isFeaturesError: true })).toBe('incomplete');
    expect(findBodyState({ ...none, chosenSeasonCount: 0 })).toBe('incomplete');
  });

  it('puts the crop’s seasons first: their failure, then their loading', () => {
    expect(findBodyState({ ...READY, isSeasonsLoading: true, isSeasonsError: true })).toBe(
      'seasonsFailed',
    );
    expect(findBodyState({ ...READY, isSeasonsLoading: true })).toBe('loading');
  });
});
