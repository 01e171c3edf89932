/**
 * The records of a balanced multi-environment trial (MET) checked and laid out in one typed
 * array: every genotype exactly once in every replicate of every environment, the same number of
 * replicates everywhere.
 */

import { StatsError } from '../errors.ts';
import { encodeFactor } from '../linear/encode-factor.ts';

/** One plot of a multi-environment trial. */
export type MetRecord = {
  genotype: string;
  environment: string;
  /** Replicate (block) label; nested in its environment ("1" in two locations = two blocks). */
  rep: string | number;
  value: number;
};

/** A balanced MET laid out for the closed forms. */
export type MetLayout = {
  /** Genotype names, sorted as R sorts factor levels. */
  genotypes: string[];
  /** Environment names, sorted as R sorts factor levels. */
  environments: string[];
  /** Replicates per environment (the same in every environment). */
  repCount: number;
  /** Replicate labels of each environment, sorted. */
  repLabels: string[][];
  /** Plot values at `(environment · repCount + replicate) · genotypes.length + genotype`. */
  values: Float64Array;
};

function cellParams(genotype: string, environment: string, replicate: string) {
  return { genotype, environment, replicate };
}

function describeCell(genotype: string, environment: string, rep: string): string {
  return `genotype "${genotype}" in replicate "${rep}" of environment "${environment}"`;
}

function indexOf(index: Map<string, number>, key: string): number {
  let found = index.get(key);
  if (found === undefined) {
    found = index.size;
    index.set(key, found);
  }
  return found;
}

/** Labels in first-appearance order → R's sorted level order (`encodeFactor`) and their ranks. */
function sortLabels(labels: string[]): { levels: string[]; rank: Int32Array } {
  const { codes, levels } = encodeFactor(labels);
  return { levels, rank: codes };
}

/**
 * Checks that the records form a balanced MET (each genotype exactly once in each replicate of
 * each environment, the same number of replicates everywhere, ≥ 2 genotypes, environments and
 * replicates, finite values) and lays them out in a typed array. Genotypes, environments and
 * replicates are sorted as R sorts factor levels (numerically when all labels are numbers).
 *
 * @throws StatsError('notEnoughData') naming the first missing, duplicated or invalid plot.
 */
export function layOutMet(records: readonly MetRecord[]): MetLayout {
  const genotypeIndex = new Map<string, number>();
  const environmentIndex = new Map<string, number>();
  const repIndices: Map<string, number>[] = [];
  const cells = new Int32Array(records.length * 3);
  records.forEach((record, n) => {
    if (!Number.isFinite(record.value)) {
      const cell = describeCell(record.genotype, record.environment, String(record.rep));
      throw new StatsError('notEnoughData', `The value of ${cell} is missing.`, {
        key: 'metValueMissing',
        params: cellParams(record.genotype, record.environment, String(record.rep)),
      });
    }
    const e = indexOf(environmentIndex, record.environment);
    if (e === repIndices.length) repIndices.push(new Map());
    cells[3 * n] = indexOf(genotypeIndex, record.genotype);
    cells[3 * n + 1] = e;
    cells[3 * n + 2] = indexOf(repIndices[e] as Map<string, number>, String(record.rep));
  });
  const genotypes = sortLabels([...genotypeIndex.keys()]);
  const environments = sortLabels([...environmentIndex.keys()]);
  const reps = repIndices.map((index) => sortLabels([...index.keys()]));
  const repCount = reps[0]?.levels.length ?? 0;
  if (genotypes.levels.length < 2 || environments.levels.length < 2 || repCount < 2) {
    throw new StatsError(
      'notEnoughData',
      'A multi-environment analysis needs at least 2 genotypes, 2 environments and 2 replicates.',
      { key: 'metTooSmall' },
    );
  }
  reps.forEach(({ levels }, e) => {
    if (levels.length !== repCount) {
      const [name, first] = [environments.rank[e] ?? 0, environments.rank[0] ?? 0];
      throw new StatsError(
        'notEnoughData',
        `Environment "${environments.levels[name]}" has ${levels.length} replicates and "${environments.levels[first]}" has ${repCount}: the analysis needs the same number everywhere.`,
        {
          key: 'metReplicatesDiffer',
          params: {
            environment: environments.levels[name] ?? '',
            count: levels.length,
            first: environments.levels[first] ?? '',
            firstCount: repCount,
          },
        },
      );
    }
  });
  const repLabels = new Array<string[]>(reps.length);
  reps.forEach(({ levels }, e) => {
    repLabels[environments.rank[e] as number] = levels;
  });
  const layout = {
    genotypes: genotypes.levels,
    environments: environments.levels,
    repCount,
    repLabels,
  };
  const placed = cells.map((code, n) => {
    if (n % 3 === 0) return genotypes.rank[code] as number;
    if (n % 3 === 1) return environments.rank[code] as number;
    return reps[cells[n - 1] as number]?.rank[code] as number;
  });
  return { ...layout, values: placeValues(records, placed, layout) };
}

/** Puts each value in its slot, refusing duplicated and missing plots. */
function placeValues(
  records: readonly MetRecord[],
  cells: Int32Array,
  layout: Omit<MetLayout, 'values'>,
): Float64Array {
  const { genotypes, environments, repCount, repLabels } = layout;
  const g = genotypes.length;
  const values = new Float64Array(g * environments.length * repCount).fill(Number.NaN);
  records.forEach((record, n) => {
    const slot =
      ((cells[3 * n + 1] as number) * repCount + (cells[3 * n + 2] as number)) * g +
      (cells[3 * n] as number);
    if (!Number.isNaN(values[slot] as number)) {
      const cell = describeCell(record.genotype, record.environment, String(record.rep));
      throw new StatsError('notEnoughData', `${cell} appears twice.`, {
        key: 'metRecordedTwice',
        params: cellParams(record.genotype, record.environment, String(record.rep)),
      });
    }
    values[slot] = record.value;
  });
  const missing = values.findIndex(Number.isNaN);
  if (missing >= 0) {
    const e = Math.floor(missing / (g * repCount));
    const rep = repLabels[e]?.[Math.floor(missing / g) % repCount] ?? '';
    const params = cellParams(genotypes[missing % g] ?? '', environments[e] ?? '', rep);
    const cell = describeCell(params.genotype, params.environment, params.replicate);
    throw new StatsError('notEnoughData', `${cell} is missing: the design is unbalanced.`, {
      key: 'metUnbalanced',
      params,
    });
  }
  return values;
}
