/**
 * Agro-climatic indices of a period from daily weather (decision 044, "Derived indices"): growing
 * degree days, the sum of active temperatures, Selyaninov's hydrothermal coefficient, the
 * precipitation sum and the number of frost days — per season and per stage interval.
 *
 * Per day: the mean temperature T is `tMean`, else (tMin + tMax)/2 (°C); Tmin is `tMin`; R is
 * `precipitation` (mm). Over the calendar days of the interval, both ends included:
 * - GDD = Σ max(0, (Tmax + Tmin)/2 − Tbase), the averaging method ("method 1": the daily mean is
 *   floored at the base, Tmin and Tmax are not; McMaster & Wilhelm 1997, Agric. For. Meteorol.
 *   87:291). A day with tMean but without both Tmax and Tmin adds max(0, tMean − Tbase).
 * - Sum of active temperatures (САТ, «сумма активных температур») = Σ T over the days with
 *   T ≥ 10 °C.
 * - Selyaninov's hydrothermal coefficient (ГТК, Selyaninov 1928) = 10·ΣR / ΣT, both sums over the
 *   days with T ≥ 10 °C and a known R; null when there is no such day (ΣT = 0).
 * - Precipitation sum = ΣR; frost days = the number of days with Tmin < 0 °C.
 *
 * Missing data are never filled in: each index sums over the days that have its own data and is
 * null when no day of the interval has them. A day lacking T, Tmin or R (any of the three the
 * indices read) counts in `days_missing`. A value that is null, undefined or not finite is
 * missing.
 */

/** The weather of one day; a missing value is null or absent. */
export type MeteoDay = {
  /** `YYYY-MM-DD` */
  date: string;
  /** daily minimum air temperature, °C */
  tMin?: number | null;
  /** daily mean air temperature, °C */
  tMean?: number | null;
  /** daily maximum air temperature, °C */
  tMax?: number | null;
  /** daily precipitation, mm */
  precipitation?: number | null;
};

/** A closed interval of days, `YYYY-MM-DD`, `from` ≤ `to`. */
export type DayInterval = { from: string; to: string };

/**
 * The indices of one interval — structurally `AgroClimaticIndices` of
 * `@plotline/contract/meteo` (this package may not depend on the contract).
 */
export type AgroClimaticIndices = {
  date_from: string;
  date_to: string;
  /** calendar days of the interval, both ends included */
  days: number;
  /** days of the interval without T, Tmin or R */
  days_missing: number;
  /** the base temperature of GDD, °C */
  gdd_base: number;
  /** growing degree days, °C·day */
  gdd: number | null;
  /** Σ T over the days with T ≥ 10 °C, °C */
  active_temperature_sum: number | null;
  /** Selyaninov's ГТК = 10·ΣR/ΣT over the days with T ≥ 10 °C */
  hydrothermal_coefficient: number | null;
  /** mm */
  precipitation_sum: number | null;
  frost_days: number | null;
};

/** The threshold of active temperatures and of Selyaninov's coefficient, °C. */
export const ACTIVE_TEMPERATURE_MIN = 10;

const DAY_MS = 86_400_000;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Days since 1970-01-01 of a `YYYY-MM-DD` date; RangeError for anything else. */
function toDayNumber(date: string, label: string): number {
  const ms = ISO_DAY.test(date) ? Date.parse(`${date}T00:00:00Z`) : Number.NaN;
  if (!Number.isFinite(ms) || new Date(ms).toISOString().slice(0, 10) !== date) {
    throw new RangeError(`${label}: ${JSON.stringify(date)} is not a YYYY-MM-DD date`);
  }
  return ms / DAY_MS;
}

/** A finite number, else null (missing). */
function known(value: number | null | undefined): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/** The days keyed by day number. @throws RangeError on a bad or repeated date */
function indexDays(days: readonly MeteoDay[]): Map<number, MeteoDay> {
  const byDay = new Map<number, MeteoDay>();
  for (const day of days) {
    const key = toDayNumber(day.date, 'day');
    if (byDay.has(key)) throw new RangeError(`day ${day.date} is given twice`);
    byDay.set(key, day);
  }
  return byDay;
}

/** Running sums of one interval; `*Days` count the days that had the index's data. */
type Sums = {
  missing: number;
  gdd: number;
  gddDays: number;
  active: number;
  activeDays: number;
  htcRain: number;
  htcTemperature: number;
  precipitation: number;
  precipitationDays: number;
  frost: number;
  frostDays: number;
};

function addDay(sums: Sums, day: MeteoDay | undefined, gddBase: number): void {
  const tMin = known(day?.tMin);
  const tMax = known(day?.tMax);
  const tMean = known(day?.tMean);
  const rain = known(day?.precipitation);
  const extremesMean = tMin !== null && tMax !== null ? (tMin + tMax) / 2 : null;
  const t = tMean ?? extremesMean;
  const gddMean = extremesMean ?? tMean;
  if (gddMean !== null) {
    sums.gdd += Math.max(0, gddMean - gddBase);
    sums.gddDays += 1;
  }
  if (t !== null) {
    sums.activeDays += 1;
    if (t >= ACTIVE_TEMPERATURE_MIN) {
      sums.active += t;
      if (rain !== null) {
        sums.htcTemperature += t;
        sums.htcRain += rain;
      }
    }
  }
  if (rain !== null) {
    sums.precipitation += rain;
    sums.precipitationDays += 1;
  }
  if (tMin !== null) {
    sums.frostDays += 1;
    if (tMin < 0) sums.frost += 1;
  }
  if (t === null || tMin === null || rain === null) sums.missing += 1;
}

function indicesOver(
  byDay: ReadonlyMap<number, MeteoDay>,
  { from, to }: DayInterval,
  gddBase: number,
): AgroClimaticIndices {
  const first = toDayNumber(from, 'from');
  const last = toDayNumber(to, 'to');
  if (first > last) throw new RangeError(`from ${from} is after to ${to}`);
  const sums: Sums = {
    missing: 0,
    gdd: 0,
    gddDays: 0,
    active: 0,
    activeDays: 0,
    htcRain: 0,
    htcTemperature: 0,
    precipitation: 0,
    precipitationDays: 0,
    frost: 0,
    frostDays: 0,
  };
  for (let day = first; day <= last; day += 1) addDay(sums, byDay.get(day), gddBase);
  return {
    date_from: from,
    date_to: to,
    days: last - first + 1,
    days_missing: sums.missing,
    gdd_base: gddBase,
    gdd: sums.gddDays > 0 ? sums.gdd : null,
    active_temperature_sum: sums.activeDays > 0 ? sums.active : null,
    hydrothermal_coefficient:
      sums.htcTemperature > 0 ? (10 * sums.htcRain) / sums.htcTemperature : null,
    precipitation_sum: sums.precipitationDays > 0 ? sums.precipitation : null,
    frost_days: sums.frostDays > 0 ? sums.frost : null,
  };
}

function checkBase(gddBase: number): void {
  if (!Number.isFinite(gddBase)) throw new RangeError(`gddBase ${gddBase} is not a number`);
}

/**
 * GDD, sum of active temperatures, Selyaninov's ГТК, precipitation sum and frost days over the
 * days `from`…`to` (both included) of daily weather; days outside the interval are ignored, the
 * order of `days` does not matter. Temperatures in °C, precipitation in mm, `gddBase` in °C.
 * @throws RangeError when a date is not `YYYY-MM-DD`, a day is given twice, `from` is after
 *   `to`, or `gddBase` is not finite (the server validates these before calling)
 */
export function agroclimaticIndices(
  days: readonly MeteoDay[],
  options: DayInterval & { gddBase: number },
): AgroClimaticIndices {
  checkBase(options.gddBase);
  return indicesOver(indexDays(days), options, options.gddBase);
}

/**
 * {@link agroclimaticIndices} of each interval (the stages of a season: sowing → emergence →
 * heading …), in the order given; intervals may overlap.
 * @throws RangeError as {@link agroclimaticIndices}
 */
export function indicesByInterval(
  days: readonly MeteoDay[],
  intervals: readonly DayInterval[],
  gddBase: number,
): AgroClimaticIndices[] {
  checkBase(gddBase);
  const byDay = indexDays(days);
  return intervals.map((interval) => indicesOver(byDay, interval, gddBase));
}
