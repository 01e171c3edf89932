/** What a statistics page shows under its choice, in the order the checks run. */
export type BodyState =
  | 'seasonsFailed'
  | 'loading'
  | 'noSeasons'
  | 'noFeatures'
  | 'incomplete'
  | 'failed'
  | 'calculating'
  | 'noRows'
  | 'result';

/** The facts {@link findBodyState} reads. */
export type BodyFacts = {
  isSeasonsError: boolean;
  isSeasonsLoading: boolean;
  seasonCount: number;
  chosenSeasonCount: number;
  isFeaturesPending: boolean;
  isFeaturesError: boolean;
  featureCount: number;
  /** Whether the choice is complete (the analysis was asked for). */
  isRequested: boolean;
  isResultError: boolean;
  /** Rows of the answer; undefined while it is on its way. */
  rowCount: number | undefined;
};

/** What a page shows while its crop's seasons are not usable; `null` once they are. */
export type SeasonsState = Extract<BodyState, 'seasonsFailed' | 'loading' | 'noSeasons'>;

/** The crop's seasons as a page's choice holds them. */
export type SeasonsFacts = { isError: boolean; isLoading: boolean; seasonLabels: { size: number } };

/**
 * The state of the crop's seasons, checked before anything else on a page: failed, loading,
 * none at all, or `null` when there are seasons to choose from.
 */
export function findSeasonsState(seasons: SeasonsFacts): SeasonsState | null {
  if (seasons.isError) return 'seasonsFailed';
  if (seasons.isLoading) return 'loading';
  return seasons.seasonLabels.size === 0 ? 'noSeasons' : null;
}

/**
 * Picks the one thing the page body shows: a failure or loading of the crop's seasons first,
 * then what the choice lacks (no seasons at all, chosen seasons without quantitative
 * features, an incomplete choice), then the analysis' failure, progress or result.
 */
export function findBodyState(facts: BodyFacts): BodyState {
  if (facts.isSeasonsError) return 'seasonsFailed';
  if (facts.isSeasonsLoading) return 'loading';
  if (facts.seasonCount === 0) return 'noSeasons';
  const hasFeatureList =
    facts.chosenSeasonCount > 0 && !facts.isFeaturesPending && !facts.isFeaturesError;
  if (hasFeatureList && facts.featureCount === 0) return 'noFeatures';
  if (!facts.isRequested) return 'incomplete';
  if (facts.isResultError) return 'failed';
  if (facts.rowCount === undefined) return 'calculating';
  return facts.rowCount === 0 ? 'noRows' : 'result';
}
