import type { RowsPageMeta, SeasonSummary } from '@plotline/contract/statistics';
import type { FastifyReply } from 'fastify';
import type { Db } from '../../db/client.ts';
import {
  compareByNsr,
  differenceOf,
  nsrOf,
  type RowAnalysis,
  ranksByMean,
} from './control-comparison.ts';
import { readLineNames } from './read-trial.ts';
import { type Metric, type RowTable, readsLineNames, selectRows } from './row-query.ts';
import { compareByTTest } from './t-test-rows.ts';
import { modelSummary } from './trial-model/model-summary.ts';

/** The three row endpoints: НСР, t-test, averages. */
export type RowsKind = 'nsr' | 'ttest' | 'averages';

/** Paging of the query (ours): absent both → the plain array of api-contract §8. */
export type RowsPaging = { page?: number | undefined; page_size?: number | undefined };

/** Rows per page when only `page` is given. */
export const DEFAULT_PAGE_SIZE = 50;

type Item = { feature: string } & Record<string, unknown>;

const finiteOrNull = (value: number | undefined) =>
  value !== undefined && Number.isFinite(value) ? value : null;

/** The feature items of the analysis, each computed once and only when read. */
function itemTable(analysis: RowAnalysis, kind: RowsKind) {
  const ranks = kind === 'averages' ? analysis.features.map((f) => ranksByMean(f.means)) : [];
  const cache = analysis.features.map(() => new Array<Item | undefined>(analysis.rows.length));
  const compute = (f: number, index: number): Item => {
    const feature = analysis.features[f]?.feature as string;
    if (kind === 'nsr') return { feature, ...compareByNsr(analysis, f, index) };
    if (kind === 'ttest') return { feature, ...compareByTTest(analysis, f, index) };
    const { avg_value, nsr, significance, stars, color } = compareByNsr(analysis, f, index);
    const rank = ranks[f]?.[index] ?? 0;
    return { feature, avg_value, rank: rank > 0 ? rank : null, nsr, significance, stars, color };
  };
  const item = (f: number, index: number): Item => {
    const row = cache[f] as (Item | undefined)[];
    let found = row[index];
    if (!found) {
      found = compute(f, index);
      row[index] = found;
    }
    return found;
  };
  const metric = (f: number, index: number, name: Metric): number | null => {
    if (name === 'avg' || name === 'avg_value') {
      return finiteOrNull(analysis.features[f]?.means[index]);
    }
    if (name === 'difference') return finiteOrNull(differenceOf(analysis, f, index));
    if (name === 'rank') {
      const rank = ranks[f]?.[index] ?? 0;
      return rank > 0 ? rank : null;
    }
    const value = item(f, index);
    if (name === 'significance') {
      if (value.significance === null || value.significance === undefined) return null;
      const direction = value.color === 'green' ? 1 : value.color === 'red' ? -1 : 0;
      return direction * String(value.stars ?? '').length;
    }
    const read = value[name];
    return typeof read === 'number' ? read : null;
  };
  const table: RowTable = { analysis, metric };
  return { table, item };
}

/** A row in the wire shape of api-contract §8, with every analysed feature's item. */
function rowJson(analysis: RowAnalysis, index: number, item: (f: number, i: number) => Item) {
  const row = analysis.rows[index];
  if (!row) throw new RangeError(`no row ${index}`);
  const { season } = row;
  return {
    field_id: season.fieldId,
    field_name: season.fieldName,
    year: season.year,
    region_id: season.regionId,
    region: season.region,
    year_id: season.yearId,
    plot_name: row.baseName,
    line_name: analysis.lineNames.get(row.lineId) ?? '',
    plot_data: row.plotIndexes.map((plot) => {
      const { plotId, lineId } = analysis.plots[plot] as { plotId: number; lineId: number };
      return { plot_id: plotId, line_id: lineId };
    }),
    features: analysis.features.map((_, f) => item(f, index)),
  };
}

/**
 * Per season and feature: the model that ran with its error term (decision 050) and the
 * ranges of the rows' НСР₀₅ and means.
 */
function summarise(analysis: RowAnalysis): SeasonSummary[] {
  const summaries: SeasonSummary[] = [];
  for (const season of analysis.seasons) {
    analysis.features.forEach((feature, f) => {
      let [nsrMin, nsrMax, avgMin, avgMax] = [Infinity, -Infinity, Infinity, -Infinity];
      analysis.rows.forEach((row, index) => {
        if (row.season !== season) return;
        const mean = feature.means[index] as number;
        if (!Number.isFinite(mean)) return;
        avgMin = Math.min(avgMin, mean);
        avgMax = Math.max(avgMax, mean);
        const nsr = nsrOf(analysis, f, index)?.nsr05;
        if (nsr === undefined || !Number.isFinite(nsr)) return;
        nsrMin = Math.min(nsrMin, nsr);
        nsrMax = Math.max(nsrMax, nsr);
      });
      const known = (value: number) => (Number.isFinite(value) ? value : null);
      summaries.push({
        year_id: season.yearId,
        feature: feature.feature,
        ...modelSummary(feature, season.yearId),
        nsr_min: known(nsrMin),
        nsr_max: known(nsrMax),
        avg_min: known(avgMin),
        avg_max: known(avgMax),
      });
    });
  }
  return summaries;
}

/**
 * The answer of a row endpoint as JSON text: the rows the query keeps, in its order — all of
 * them (the plain array of api-contract §8), or one page with the controls and the seasons'
 * summary when `page` or `page_size` is asked (decision 028). Built in the contract's shape and
 * serialized once, without a second pass through the response schema: items are computed
 * for the rows written (and for every row only when a filter or sort reads their metric), and
 * so are the line names (all of them when a filter or sort reads them, or unpaged).
 */
export async function answerRows(
  db: Db,
  analysis: RowAnalysis,
  kind: RowsKind,
  query: Record<string, unknown> & RowsPaging,
): Promise<string> {
  const { table, item } = itemTable(analysis, kind);
  const isPaged = query.page !== undefined || query.page_size !== undefined;
  const yearIds = analysis.seasons.map((season) => season.yearId);
  if (!isPaged || readsLineNames(query)) {
    for (const [id, name] of await readLineNames(db, { yearIds })) analysis.lineNames.set(id, name);
  }
  const indexes = selectRows(table, query);
  if (!isPaged) {
    return JSON.stringify(indexes.map((index) => rowJson(analysis, index, item)));
  }
  const pageSize = query.page_size ?? DEFAULT_PAGE_SIZE;
  const page = query.page ?? 1;
  const meta: RowsPageMeta = {
    total_pages: Math.max(1, Math.ceil(indexes.length / pageSize)),
    total_items: indexes.length,
    current_page: page,
    page_size: pageSize,
  };
  const shown = indexes.slice((page - 1) * pageSize, page * pageSize);
  const controlRows = analysis.seasons.flatMap((season) => {
    const index = analysis.controls.get(season.yearId);
    return index === undefined ? [] : [index];
  });
  const missing = [...shown, ...controlRows]
    .map((index) => (analysis.rows[index] as { lineId: number }).lineId)
    .filter((lineId) => !analysis.lineNames.has(lineId));
  if (missing.length > 0) {
    const names = await readLineNames(db, { lineIds: [...new Set(missing)] });
    for (const [id, name] of names) analysis.lineNames.set(id, name);
  }
  const data = shown.map((index) => rowJson(analysis, index, item));
  const controls = controlRows.map((index) => rowJson(analysis, index, item));
  return JSON.stringify({ meta, data, controls, seasons: summarise(analysis) });
}

/**
 * Sends JSON text built by `answerRows` as it is: Fastify writes a string with a JSON content
 * type without serializing it again (the response schema still documents the shape).
 */
export function sendJsonText(reply: FastifyReply, text: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(text);
}
