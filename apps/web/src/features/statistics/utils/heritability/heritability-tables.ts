import type {
  HeritabilityComponent,
  HeritabilityComponentName,
  HeritabilityCorrelations,
  HeritabilityLine,
} from '@plotline/contract/statistics-heritability';

/** A variance component with its share of the phenotypic variance of one plot. */
export type ComponentRow = HeritabilityComponent & {
  /**
   * 100·σ²ₖ/σ²P for the parts of σ²P; null for the environments' and repetitions' variances
   * (not part of it) and when σ²P is 0.
   */
  share: number | null;
};

/** The components whose sum is the phenotypic variance of one plot within an environment. */
const PHENOTYPIC: ReadonlySet<HeritabilityComponentName> = new Set([
  'line',
  'line_by_environment',
  'residual',
]);

/**
 * The components with their shares of the phenotypic variance of a plot's value within an
 * environment, σ²P = σ²g + σ²ge + σ²ₑ (Falconer & Mackay 1996, ch. 8); with random environments
 * the seasons' and repetitions' variances are shown without a share.
 */
export function toComponentRows(components: readonly HeritabilityComponent[]): ComponentRow[] {
  const parts = components.filter((component) => PHENOTYPIC.has(component.name));
  const total = parts.reduce((sum, component) => sum + Math.max(0, component.variance), 0);
  return components.map((component) => ({
    ...component,
    share:
      total > 0 && PHENOTYPIC.has(component.name)
        ? (100 * Math.max(0, component.variance)) / total
        : null,
  }));
}

/** How a broad-sense heritability reads: above 0.6 high, from 0.3 moderate, else low. */
export type HeritabilityLevel = 'high' | 'moderate' | 'low';

/** The level of an H² (Cullis' or the standard one) as breeders read it. */
export function heritabilityLevel(value: number): HeritabilityLevel {
  if (value > 0.6) return 'high';
  return value >= 0.3 ? 'moderate' : 'low';
}

/** The lines whose name contains `search` (case-insensitive, trimmed); all when it is blank. */
export function filterLines(
  lines: readonly HeritabilityLine[],
  search: string,
): readonly HeritabilityLine[] {
  const needle = search.trim().toLocaleLowerCase();
  if (needle === '') return lines;
  return lines.filter((line) => line.line_name.toLocaleLowerCase().includes(needle));
}

/** One cell of the traits' correlation matrix. */
export type CorrelationCell = {
  kind: 'genotypic' | 'phenotypic' | 'diagonal';
  /** r, or null when it cannot be estimated (σ²g = 0, too few lines). */
  value: number | null;
};

/** A row of the matrix: the trait and its cells, one per trait. */
export type CorrelationRow = { feature: string; cells: CorrelationCell[] };

/**
 * The two correlation matrices in one square: genotypic r_g above the diagonal, phenotypic r
 * (of the lines' means) below it, the diagonal empty.
 */
export function toCorrelationRows(correlations: HeritabilityCorrelations): CorrelationRow[] {
  return correlations.features.map((feature, i) => ({
    feature,
    cells: correlations.features.map((_, j): CorrelationCell => {
      if (i === j) return { kind: 'diagonal', value: null };
      const matrix = j > i ? correlations.genotypic : correlations.phenotypic;
      return { kind: j > i ? 'genotypic' : 'phenotypic', value: matrix[i]?.[j] ?? null };
    }),
  }));
}
