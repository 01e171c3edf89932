import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectClose, num, readGoldenCsv } from '../testing/golden.ts';
import {
  type AgroClimaticIndices,
  agroclimaticIndices,
  indicesByInterval,
  type MeteoDay,
} from './agroclimate.ts';

const DAY_MS = 86_400_000;

/** `YYYY-MM-DD` of `start` plus `offset` days. */
function shiftDate(start: string, offset: number): string {
  return new Date(Date.parse(`${start}T00:00:00Z`) + offset * DAY_MS).toISOString().slice(0, 10);
}

/** Consecutive days from `start`, one record per entry (`null` = no record that day). */
function series(start: string, records: (Omit<MeteoDay, 'date'> | null)[]): MeteoDay[] {
  return records.flatMap((record, i) => (record ? [{ date: shiftDate(start, i), ...record }] : []));
}

/** The indices of the days `from` … `from + length − 1`. */
function over(days: MeteoDay[], from: string, length: number, gddBase = 5): AgroClimaticIndices {
  return agroclimaticIndices(days, { from, to: shiftDate(from, length - 1), gddBase });
}

describe('growing degree days against published examples', () => {
  // Journey North (Annenberg Learner), "Growing Degree Days — sample chart" (monarch unit):
  // https://journeynorth.org/jnorth/tm/monarch/GDDChartSample.html — daily soil temperatures
  // (°F) of March 1–14, base 33 °F, "Soil Temp − Base Temp = Today's GDD", 0 when negative.
  // Only a daily mean is given, so this is the `tMean` path: max(0, T − base).
  const soil = [28, 33, 39, 42, 43, 45, 47, 38, 39, 36, 36, 39, 45, 43];
  const march = series(
    '2024-03-01',
    soil.map((tMean) => ({ tMean })),
  );
  const gddOf = (from: string, to: string) =>
    agroclimaticIndices(march, { from, to, gddBase: 33 }).gdd;

  it('matches the running totals the page states: 15 by March 4, 51 by March 7, 96 by March 14', () => {
    // "March 1 has zero. March 2 has zero. March 3 has six, March 4 has nine … TOTAL of 15 GDD
    // as of March 4" (0 + 0 + 6 + 9 = 15).
    expect(gddOf('2024-03-01', '2024-03-04')).toBe(15);
    // "After 7 days they have received 51 Growing Degrees Day units" (15 + 10 + 12 + 14 = 51).
    expect(gddOf('2024-03-01', '2024-03-07')).toBe(51);
    // "How many GDD units were added on March 13? March 14? (12 and 10 units.)"
    expect(gddOf('2024-03-13', '2024-03-13')).toBe(12);
    expect(gddOf('2024-03-14', '2024-03-14')).toBe(10);
    // "In total, how many growing degrees have accumulated by March 14? (96 units)"
    expect(gddOf('2024-03-01', '2024-03-14')).toBe(96);
  });

  it('gives 74 by March 12, where the page says 68 (its own table and its 96 give 74)', () => {
    // March 8–12: 5 + 6 + 3 + 3 + 6 = 23; 51 + 23 = 74, and 74 + 12 + 10 = 96 as the page says.
    expect(gddOf('2024-03-08', '2024-03-12')).toBe(23);
    expect(gddOf('2024-03-01', '2024-03-12')).toBe(74);
  });

  // One day each, averaging method (Tmax + Tmin)/2 − base, as published.
  it.each([
    {
      // Nelson Institute SAGE (Univ. of Wisconsin–Madison), Atlas of the Biosphere, "Growing
      // Degree Days": http://www.nelson.wisc.edu/sage/data-and-models/atlas/maps.php?datasetid=31
      // "maximum 21 °C, minimum 15 °C … 18 °C − 10 °C … 8 GDD"
      source: 'SAGE, corn, base 10 °C',
      day: { tMax: 21, tMin: 15 },
      base: 10,
      expected: 8,
    },
    {
      // same page: "Had the base temperature been 5 °C, there would have been 13 GDD"
      source: 'SAGE, base 5 °C',
      day: { tMax: 21, tMin: 15 },
      base: 5,
      expected: 13,
    },
    {
      // Western Regional Climate Center (DRI), Davis 2 WSW climate summary, "Growing Degree
      // Days": https://wrcc.dri.edu/cgi-bin/cliGCStG.pl?ca2294 — "high 95 and low 51, the base
      // 60 … ((95 + 51) / 2) − 60 = 13"
      source: 'WRCC, base 60 °F',
      day: { tMax: 95, tMin: 51 },
      base: 60,
      expected: 13,
    },
    {
      // Iowa State University, Agron 541 lesson 2b "Growing degree days":
      // http://agron-www.agron.iastate.edu/courses/Agron541/classes/541/lesson02b/2b.1.1.html
      // "high 70 °F and … 50 °F, average those and subtract 50, the answer is 10 GDD"
      source: 'Iowa State Agron 541, base 50 °F',
      day: { tMax: 70, tMin: 50 },
      base: 50,
      expected: 10,
    },
    {
      // Midwestern Regional Climate Center, "Growing Degree Days":
      // https://mrcc.illinois.edu/gismaps/info/gddinfo.htm — "mean temperature was 75 °F, then
      // the GDD amount equals 10 for a TBASE of 65 °F"
      source: 'MRCC, daily mean only',
      day: { tMean: 75 },
      base: 65,
      expected: 10,
    },
    {
      // Journey North, "How to Measure Growing Degree Days":
      // https://journeynorth.org/tm/tulips/GDDChartInstructions.html — "the average daily
      // temperature (39 degrees) is below the base temperature (40 degrees) … so no heat is added"
      source: 'Journey North, mean below base',
      day: { tMean: 39 },
      base: 40,
      expected: 0,
    },
  ])('$source: $expected', ({ day, base, expected }) => {
    const result = over([{ date: '2023-06-01', ...day }], '2023-06-01', 1, base);
    expect(result.gdd).toBe(expected);
  });

  it('floors the daily mean at the base but not Tmin (method 1 of McMaster & Wilhelm 1997)', () => {
    // McMaster & Wilhelm (1997) "Growing degree-days: one equation, two interpretations",
    // Agric. For. Meteorol. 87:291–300: method 2 resets Tmin < Tbase to Tbase, "then Method 1
    // accumulates fewer GDD than Method 2". Hand computation, base 10 °C:
    //   Tmax 24, Tmin 2: method 1 = (24 + 2)/2 − 10 = 3; method 2 would be (24 + 10)/2 − 10 = 7.
    //   Tmax 16, Tmin 0: method 1 = max(0, 8 − 10) = 0; method 2 would be (16 + 10)/2 − 10 = 3.
    const days = series('2023-05-01', [
      { tMax: 24, tMin: 2 },
      { tMax: 16, tMin: 0 },
    ]);
    expect(over(days, '2023-05-01', 1, 10).gdd).toBe(3);
    expect(over(days, '2023-05-02', 1, 10).gdd).toBe(0);
    expect(over(days, '2023-05-01', 2, 10).gdd).toBe(3);
  });

  it('uses (Tmax + Tmin)/2 for GDD even when a daily mean is recorded, the mean for T', () => {
    // Tmin 12, Tmean 18.5, Tmax 26, base 5: GDD = (12 + 26)/2 − 5 = 14 (not 18.5 − 5 = 13.5);
    // the active temperature sum takes T = tMean = 18.5.
    const result = over([{ date: '2023-06-04', tMin: 12, tMean: 18.5, tMax: 26 }], '2023-06-04', 1);
    expect(result.gdd).toBe(14);
    expect(result.active_temperature_sum).toBe(18.5);
  });
});

describe('sum of active temperatures against a published example', () => {
  // Belarusian university practicum in agrometeorology (Belarusian-language methodical manual,
  // p. 68; title page not in the mirror), task on heat resources:
  // http://dereksiz.org/pars_docs/refs/455/454050/dereksiz.org/pdfview/razgledjana-i-zacverdjana-na-pasyadjenni-navukova-metadichnaga.html?page=46
  it('June at a mean of 16.7 °C: t_акт = 16.7 × 30 days = 501 °C', () => {
    const june = series(
      '2023-06-01',
      Array.from({ length: 30 }, () => ({ tMean: 16.7 })),
    );
    expect(over(june, '2023-06-01', 30).active_temperature_sum).toBeCloseTo(501, 9);
  });

  it('the first fortnight of the active period, 10 °C rising to 12 °C: 11 °C × 14 days = 154 °C', () => {
    // The manual averages the 10.0 °C of the day the temperature reached 10 °C with the 12.0 °C
    // of May 31 — the boundary day is part of the period, as in decision 044 (T ≥ 10 °C).
    // Fourteen days rising evenly from 10 to 12 °C (10 + 2k/13, k = 0…13) average 11 °C.
    const may = series(
      '2023-05-18',
      Array.from({ length: 14 }, (_, k) => ({ tMean: 10 + (2 * k) / 13 })),
    );
    expect(over(may, '2023-05-18', 14).active_temperature_sum).toBeCloseTo(154, 9);
  });

  it('counts a day of exactly 10 °C (T ≥ 10); ru.wikipedia leaves it out', () => {
    // Russian Wikipedia, "Сумма активных температур" (mirror:
    // https://wikihandbk.com/wiki/Русская_Википедия:Сумма_активных_температур): May 1 11 °C,
    // May 2 10 °C ("опять этот день нас не интересует"), May 3 15 °C → 11 + 15 = 26 with a
    // strict "> 10". Decision 044 counts T ≥ 10 °C: 11 + 10 + 15 = 36.
    const days = series('2023-05-01', [{ tMean: 11 }, { tMean: 10 }, { tMean: 15 }]);
    expect(over(days, '2023-05-01', 3).active_temperature_sum).toBe(36);
  });
});

describe('all indices of a small table computed by hand', () => {
  // No published daily worked example of Selyaninov's ГТК was found (the ones found give only
  // the formula K = 10·ΣR/Σt or monthly maps), so this table is computed by hand.
  //
  //  day   Tmin  Tmean  Tmax   R    T = Tmean else (Tmin+Tmax)/2   (Tmax+Tmin)/2 − 5
  //  06-01  2.0   8.0   14.0  5.0   8.0  (< 10)                    8    − 5 = 3
  //  06-02  6.0  12.0   18.0  0.0  12.0                            12   − 5 = 7
  //  06-03 10.0    —    20.0  2.4  15.0  (from the extremes)       15   − 5 = 10
  //  06-04 12.0  18.5   26.0  1.1  18.5                            19   − 5 = 14
  //  06-05 13.0  20.0   27.0   —   20.0  (R missing)               20   − 5 = 15
  //  06-06  4.0  10.0   16.0  0.5  10.0  (boundary, counted)       10   − 5 = 5
  //  06-07   no record
  //  06-08 −0.5   9.9   19.0  7.0   9.9  (< 10), frost             9.25 − 5 = 4.25
  //
  //  GDD (base 5)           = 3 + 7 + 10 + 14 + 15 + 5 + 4.25           = 58.25
  //  active sum (T ≥ 10)    = 12 + 15 + 18.5 + 20 + 10                  = 75.5
  //  ГТК: days T ≥ 10 with R (06-02, 03, 04, 06): ΣR = 0 + 2.4 + 1.1 + 0.5 = 4.0,
  //       ΣT = 12 + 15 + 18.5 + 10 = 55.5 → 10 · 4.0 / 55.5            = 0.720720…
  //  precipitation sum      = 5 + 0 + 2.4 + 1.1 + 0.5 + 7               = 16.0
  //  frost days (Tmin < 0)  = 06-08                                     = 1
  //  days 8, missing 2 (06-05 without R, 06-07 without anything)
  const table = series('2023-06-01', [
    { tMin: 2, tMean: 8, tMax: 14, precipitation: 5 },
    { tMin: 6, tMean: 12, tMax: 18, precipitation: 0 },
    { tMin: 10, tMean: null, tMax: 20, precipitation: 2.4 },
    { tMin: 12, tMean: 18.5, tMax: 26, precipitation: 1.1 },
    { tMin: 13, tMean: 20, tMax: 27 },
    { tMin: 4, tMean: 10, tMax: 16, precipitation: 0.5 },
    null,
    { tMin: -0.5, tMean: 9.9, tMax: 19, precipitation: 7 },
  ]);

  it('gives every index as computed by hand', () => {
    const result = agroclimaticIndices(table, {
      from: '2023-06-01',
      to: '2023-06-08',
      gddBase: 5,
    });
    expect(result).toEqual({
      date_from: '2023-06-01',
      date_to: '2023-06-08',
      days: 8,
      days_missing: 2,
      gdd_base: 5,
      gdd: expect.closeTo(58.25, 12),
      active_temperature_sum: expect.closeTo(75.5, 12),
      hydrothermal_coefficient: expect.closeTo(40 / 55.5, 12),
      precipitation_sum: expect.closeTo(16, 12),
      frost_days: 1,
    });
  });

  it('splits into stage intervals (sowing → emergence → heading)', () => {
    // 06-01…06-03: GDD 3 + 7 + 10 = 20; active 12 + 15 = 27; ГТК 10·(0 + 2.4)/27 = 0.888…;
    //              R 5 + 0 + 2.4 = 7.4; no frost; nothing missing.
    // 06-04…06-08: GDD 14 + 15 + 5 + 4.25 = 38.25; active 18.5 + 20 + 10 = 48.5;
    //              ГТК 10·(1.1 + 0.5)/(18.5 + 10) = 0.5614…; R 1.1 + 0.5 + 7 = 8.6; 1 frost day;
    //              2 missing.
    const [first, second] = indicesByInterval(
      table,
      [
        { from: '2023-06-01', to: '2023-06-03' },
        { from: '2023-06-04', to: '2023-06-08' },
      ],
      5,
    );
    expect(first).toMatchObject({ days: 3, days_missing: 0, frost_days: 0 });
    expect(first?.gdd).toBeCloseTo(20, 12);
    expect(first?.active_temperature_sum).toBeCloseTo(27, 12);
    expect(first?.hydrothermal_coefficient).toBeCloseTo(24 / 27, 12);
    expect(first?.precipitation_sum).toBeCloseTo(7.4, 12);
    expect(second).toMatchObject({ days: 5, days_missing: 2, frost_days: 1 });
    expect(second?.gdd).toBeCloseTo(38.25, 12);
    expect(second?.active_temperature_sum).toBeCloseTo(48.5, 12);
    expect(second?.hydrothermal_coefficient).toBeCloseTo(16 / 28.5, 12);
    expect(second?.precipitation_sum).toBeCloseTo(8.6, 12);
  });

  it('a month at 20 °C with 62 mm: ΣT = 620 °C, ГТК = 10 · 62 / 620 = 1.0', () => {
    const july = series(
      '2023-07-01',
      Array.from({ length: 31 }, (_, i) => ({
        tMin: 14,
        tMean: 20,
        tMax: 26,
        precipitation: i < 2 ? 31 : 0,
      })),
    );
    const result = over(july, '2023-07-01', 31);
    expect(result.active_temperature_sum).toBe(620);
    expect(result.hydrothermal_coefficient).toBe(1);
    expect(result.gdd).toBe(31 * 15);
  });
});

describe('golden case agroclimate: base R and the SQL counterpart over a synthetic season', () => {
  // golden/agroclimate: input.csv (make_input.R: 2023-04-01…10-31 with gaps and boundary values),
  // intervals.csv; expected_r.csv from run.R (base R 4.2.2), expected_sql.csv from indices.sql on
  // PostgreSQL 15 (run_sql.sh) — the query the server may run instead of loading the days.
  const CASE = 'agroclimate';
  const cell = (value: string | undefined) => (value === '' ? null : num(value));
  const season: MeteoDay[] = readGoldenCsv(CASE, 'input.csv').map((row) => ({
    date: row.date as string,
    tMin: cell(row.t_min),
    tMean: cell(row.t_mean),
    tMax: cell(row.t_max),
    precipitation: cell(row.precipitation),
  }));
  const intervals = readGoldenCsv(CASE, 'intervals.csv');
  const KEYS = [
    'days',
    'days_missing',
    'gdd_base',
    'gdd',
    'active_temperature_sum',
    'hydrothermal_coefficient',
    'precipitation_sum',
    'frost_days',
  ] as const;

  it.each(['expected_r.csv', 'expected_sql.csv'])('matches %s on every interval', (file) => {
    const expected = readGoldenCsv(CASE, file);
    expect(expected).toHaveLength(intervals.length);
    intervals.forEach((interval, i) => {
      const { from, to } = interval as { from: string; to: string };
      const result = agroclimaticIndices(season, { from, to, gddBase: num(interval.gdd_base) });
      const row = expected[i] as Record<string, string>;
      expect([row.from, row.to]).toEqual([from, to]);
      for (const key of KEYS) {
        expectClose(result[key] ?? Number.NaN, num(row[key]), `${from}…${to} ${key}`);
      }
    });
  });

  it('indicesByInterval gives the same as one call per interval', () => {
    const base5 = intervals.filter((row) => row.gdd_base === '5') as { from: string; to: string }[];
    expect(indicesByInterval(season, base5, 5)).toEqual(
      base5.map(({ from, to }) => agroclimaticIndices(season, { from, to, gddBase: 5 })),
    );
  });
});

describe('missing data', () => {
  it('returns null indices and every day missing when there is no data', () => {
    expect(over([], '2024-02-27', 4)).toEqual({
      date_from: '2024-02-27',
      date_to: '2024-03-01',
      days: 4, // 2024 is a leap year: 27, 28, 29 February and 1 March
      days_missing: 4,
      gdd_base: 5,
      gdd: null,
      active_temperature_sum: null,
      hydrothermal_coefficient: null,
      precipitation_sum: null,
      frost_days: null,
    });
  });

  it('treats NaN and infinities as missing, and ignores days outside the interval', () => {
    const days: MeteoDay[] = [
      { date: '2023-05-31', tMean: 30, tMin: -5, precipitation: 100 },
      { date: '2023-06-01', tMean: Number.NaN, tMin: Number.POSITIVE_INFINITY, precipitation: 3 },
      { date: '2023-06-03', tMean: 15, tMin: 5, precipitation: Number.NaN },
    ];
    const result = over(days, '2023-06-01', 3);
    expect(result).toMatchObject({
      days: 3,
      days_missing: 3,
      gdd: 10,
      active_temperature_sum: 15,
      hydrothermal_coefficient: null,
      precipitation_sum: 3,
      frost_days: 0,
    });
  });

  it('gives 0, not null, for a cold period with data; a null ГТК without a day ≥ 10 °C', () => {
    const days = series('2023-10-20', [
      { tMin: -3, tMean: 2, tMax: 6, precipitation: 4 },
      { tMin: 0, tMean: 5, tMax: 8, precipitation: 0 },
    ]);
    expect(over(days, '2023-10-20', 2)).toMatchObject({
      gdd: 0, // base 5: (−3 + 6)/2 = 1.5 → 0; (0 + 8)/2 = 4 → 0
      active_temperature_sum: 0,
      hydrothermal_coefficient: null,
      precipitation_sum: 4,
      frost_days: 1, // Tmin < 0 °C: −3 is a frost, 0 is not
    });
  });
});

describe('bad input', () => {
  it.each([
    ['a date that is not YYYY-MM-DD', [{ date: '2023-6-1', tMean: 1 }], '2023-06-01', '2023-06-02'],
    ['an impossible date', [{ date: '2023-02-30', tMean: 1 }], '2023-02-01', '2023-03-01'],
    [
      'a day given twice',
      [{ date: '2023-06-01' }, { date: '2023-06-01' }],
      '2023-06-01',
      '2023-06-02',
    ],
    ['from after to', [], '2023-06-02', '2023-06-01'],
    ['a bad interval end', [], '2023-06-01', 'June'],
  ])('throws a RangeError for %s', (_, days, from, to) => {
    expect(() => agroclimaticIndices(days, { from, to, gddBase: 5 })).toThrow(RangeError);
  });

  it('throws a RangeError for a base that is not a number', () => {
    expect(() =>
      agroclimaticIndices([], { from: '2023-06-01', to: '2023-06-01', gddBase: Number.NaN }),
    ).toThrow(RangeError);
    expect(() => indicesByInterval([], [], Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});

describe('properties', () => {
  const START = '2023-04-01';
  const temperature = fc.option(fc.double({ min: -30, max: 45, noNaN: true }), { nil: null });
  const rain = fc.option(fc.double({ min: 0, max: 150, noNaN: true }), { nil: null });
  const record = fc.option(
    fc.record({ tMin: temperature, tMean: temperature, tMax: temperature, precipitation: rain }),
    { nil: null, freq: 5 },
  );
  const season = fc.array(record, { minLength: 1, maxLength: 60 }).map((records) => ({
    days: series(START, records),
    length: records.length,
  }));
  const base = fc.double({ min: -5, max: 15, noNaN: true });

  it('GDD is never negative and never rises when the base rises', () => {
    fc.assert(
      fc.property(season, base, fc.double({ min: 0, max: 20, noNaN: true }), (s, b, raise) => {
        const low = over(s.days, START, s.length, b).gdd;
        const high = over(s.days, START, s.length, b + raise).gdd;
        if (low === null || high === null) {
          expect(low).toBe(high);
          return;
        }
        expect(high).toBeGreaterThanOrEqual(0);
        expect(high).toBeLessThanOrEqual(low + 1e-9);
        // each day loses at most the raise: GDD(b) − GDD(b + δ) ≤ δ · days
        expect(low - high).toBeLessThanOrEqual(raise * s.length + 1e-9);
      }),
    );
  });

  it('ГТК and the precipitation sum scale with the precipitation; the temperature indices do not', () => {
    fc.assert(
      fc.property(season, fc.double({ min: 0.01, max: 100, noNaN: true }), (s, k) => {
        const scaled = s.days.map((day) => ({
          ...day,
          precipitation: day.precipitation == null ? day.precipitation : k * day.precipitation,
        }));
        const a = over(s.days, START, s.length);
        const b = over(scaled, START, s.length);
        expect(b.gdd).toBe(a.gdd);
        expect(b.active_temperature_sum).toBe(a.active_temperature_sum);
        expect(b.frost_days).toBe(a.frost_days);
        expect(b.days_missing).toBe(a.days_missing);
        for (const key of ['hydrothermal_coefficient', 'precipitation_sum'] as const) {
          const [x, y] = [a[key], b[key]];
          if (x === null || y === null) expect(y).toBe(x);
          else expect(y).toBeCloseTo(k * x, 6);
        }
      }),
    );
  });

  it('is additive over a split of the interval, and the whole ГТК lies between the parts', () => {
    fc.assert(
      fc.property(season, fc.nat(), (s, cut) => {
        const split = 1 + (cut % s.length);
        const whole = over(s.days, START, s.length);
        const [head, tail] = indicesByInterval(
          s.days,
          [
            { from: START, to: shiftDate(START, split - 1) },
            { from: shiftDate(START, split), to: shiftDate(START, s.length) },
          ],
          5,
        ) as [AgroClimaticIndices, AgroClimaticIndices];
        // the tail runs one day past the season: a day without data
        expect(head.days + tail.days).toBe(whole.days + 1);
        expect(head.days_missing + tail.days_missing).toBe(whole.days_missing + 1);
        const sum = (x: number | null, y: number | null) =>
          x === null && y === null ? null : (x ?? 0) + (y ?? 0);
        for (const key of [
          'gdd',
          'active_temperature_sum',
          'precipitation_sum',
          'frost_days',
        ] as const) {
          const expected = sum(head[key], tail[key]);
          if (expected === null) expect(whole[key]).toBeNull();
          else expect(whole[key]).toBeCloseTo(expected, 6);
        }
        const parts = [head, tail]
          .map((part) => part.hydrothermal_coefficient)
          .filter((htc): htc is number => htc !== null);
        if (parts.length === 0) expect(whole.hydrothermal_coefficient).toBeNull();
        else {
          // 10·(R₁ + R₂)/(T₁ + T₂) is a mediant of 10·R₁/T₁ and 10·R₂/T₂
          expect(whole.hydrothermal_coefficient).toBeGreaterThanOrEqual(Math.min(...parts) - 1e-9);
          expect(whole.hydrothermal_coefficient).toBeLessThanOrEqual(Math.max(...parts) + 1e-9);
        }
      }),
    );
  });

  it('does not depend on the order of the days; bounds hold', () => {
    fc.assert(
      fc.property(season, fc.nat(), (s, seed) => {
        const k = s.days.length === 0 ? 0 : seed % s.days.length;
        const reordered = [...s.days.slice(k), ...s.days.slice(0, k)].reverse();
        const result = over(s.days, START, s.length);
        expect(over(reordered, START, s.length)).toEqual(result);
        expect(result.days).toBe(s.length);
        expect(result.days_missing).toBeGreaterThanOrEqual(0);
        expect(result.days_missing).toBeLessThanOrEqual(result.days);
        expect(result.frost_days ?? 0).toBeLessThanOrEqual(result.days);
        if (result.hydrothermal_coefficient !== null) {
          expect(result.hydrothermal_coefficient).toBeGreaterThanOrEqual(0);
          // ГТК's ΣT (warm days with R) ≥ 10 per day and ≤ the active sum
          expect(result.active_temperature_sum).toBeGreaterThanOrEqual(10);
        }
        if (result.active_temperature_sum !== null && result.active_temperature_sum > 0) {
          expect(result.active_temperature_sum).toBeGreaterThanOrEqual(10);
        }
      }),
    );
  });
});
