/**
 * The choice a statistics page analyses, kept in its address so it can be reloaded and shared:
 * `yearIds` (its name starts with "year", so the navigation carries it to the next statistics
 * page), `feature`, and the control: `controlYearId` and the plot `control`.
 */
export const CHOICE_PARAMS = {
  yearIds: 'yearIds',
  feature: 'feature',
  control: 'control',
  controlYearId: 'controlYearId',
  /** The Fields screen's season, the first choice when `yearIds` was never written. */
  fieldsYearId: 'yearId',
} as const;

export type AnalysisChoice = {
  /** The chosen field-years of the crop, in the order they were chosen. */
  yearIds: number[];
  feature: string | null;
  /** The control's field-year: the chosen one, else the latest chosen season. */
  controlYearId: number | null;
  /** The control row's plot name in `controlYearId`. */
  controlPlot: string | null;
};

function parseId(text: string | null): number | null {
  const value = Number(text);
  return text !== null && Number.isInteger(value) && value > 0 ? value : null;
}

function readText(params: URLSearchParams, name: string): string | null {
  const value = params.get(name)?.trim() ?? '';
  return value === '' ? null : value;
}

/** The chosen season with the latest year (the first of equal ones); null without any. */
function latestOf(yearIds: readonly number[], seasonYears: ReadonlyMap<number, number>) {
  let latest: number | null = null;
  for (const id of yearIds) {
    if (latest === null || (seasonYears.get(id) ?? 0) > (seasonYears.get(latest) ?? 0)) {
      latest = id;
    }
  }
  return latest;
}

/**
 * Reads the choice from the query string, keeping only seasons of the crop (`seasonYears`:
 * year id → year). Without a `yearIds` parameter the Fields screen's `yearId` is the first
 * choice; an empty `yearIds=` means the user cleared the choice.
 */
export function readAnalysisChoice(
  params: URLSearchParams,
  seasonYears: ReadonlyMap<number, number>,
): AnalysisChoice {
  const listed = params.has(CHOICE_PARAMS.yearIds)
    ? (params.get(CHOICE_PARAMS.yearIds) ?? '').split(',').map((item) => parseId(item.trim()))
    : [parseId(params.get(CHOICE_PARAMS.fieldsYearId))];
  const yearIds = [
    ...new Set(listed.filter((id): id is number => id !== null && seasonYears.has(id))),
  ];
  const askedControlYear = parseId(params.get(CHOICE_PARAMS.controlYearId));
  const isControlYearChosen = askedControlYear !== null && yearIds.includes(askedControlYear);
  return {
    yearIds,
    feature: readText(params, CHOICE_PARAMS.feature),
    controlYearId: isControlYearChosen ? askedControlYear : latestOf(yearIds, seasonYears),
    controlPlot: isControlYearChosen ? readText(params, CHOICE_PARAMS.control) : null,
  };
}

/** Writes the chosen seasons; a control in a season no longer chosen is dropped. */
export function writeYearIds(params: URLSearchParams, yearIds: readonly number[]): void {
  params.set(CHOICE_PARAMS.yearIds, yearIds.join(','));
  const controlYearId = parseId(params.get(CHOICE_PARAMS.controlYearId));
  if (controlYearId !== null && !yearIds.includes(controlYearId)) {
    params.delete(CHOICE_PARAMS.controlYearId);
    params.delete(CHOICE_PARAMS.control);
  }
}

/** Writes the analysed feature (null clears it); the control stays, it is a plot. */
export function writeFeature(params: URLSearchParams, feature: string | null): void {
  if (feature === null) params.delete(CHOICE_PARAMS.feature);
  else params.set(CHOICE_PARAMS.feature, feature);
}

/** Writes the control's season and plot (null clears the plot, the season stays). */
export function writeControl(
  params: URLSearchParams,
  controlYearId: number,
  controlPlot: string | null,
): void {
  params.set(CHOICE_PARAMS.controlYearId, String(controlYearId));
  if (controlPlot === null) params.delete(CHOICE_PARAMS.control);
  else params.set(CHOICE_PARAMS.control, controlPlot);
}
