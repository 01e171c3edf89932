/**
 * Every route of the SPA (product-spec §2) with a builder for its address. Route tables,
 * links and redirects use these instead of string literals.
 */

type StaticRoute<P extends string> = { readonly path: P; readonly getHref: () => P };

function staticRoute<P extends string>(path: P): StaticRoute<P> {
  return { path, getHref: () => path };
}

/** Sub-pages of the statistics area, in menu order (spec §2). */
export const STATISTIC_PAGES = [
  'nsr',
  'ttest',
  'visualisation',
  'correlation',
  'anova',
  'ancova',
  'heritability',
  'hybrids',
  'heat-map',
  'multiple-field-comparisons',
] as const;
export type StatisticPage = (typeof STATISTIC_PAGES)[number];

/** Type guard for a statistics sub-page slug taken from the address. */
export function isStatisticPage(value: string): value is StatisticPage {
  return (STATISTIC_PAGES as readonly string[]).includes(value);
}

export const paths = {
  home: staticRoute('/'),
  auth: staticRoute('/auth'),
  signUp: staticRoute('/sign-up'),
  account: {
    profile: staticRoute('/account'),
    accessGroups: staticRoute('/account/access-groups'),
    companyStructure: staticRoute('/account/company-structure'),
  },
  fields: {
    map: staticRoute('/fields'),
    phenotypes: staticRoute('/fields/phenotypes'),
    agrochemistry: staticRoute('/fields/agrochemistry'),
    meteorology: staticRoute('/fields/meteorology'),
    statistic: {
      path: '/fields/statistic/*',
      root: '/fields/statistic',
      /** The statistics index, or one of its sub-pages. */
      getHref: (page?: StatisticPage) => (page ? `/fields/statistic/${page}` : '/fields/statistic'),
    },
    journal: staticRoute('/fields/journal'),
  },
  varieties: {
    summary: staticRoute('/varieties'),
    pedigrees: staticRoute('/varieties/pedigrees'),
    crossing: staticRoute('/varieties/crossing'),
    sowingPlan: staticRoute('/varieties/sowing-plan'),
    storage: staticRoute('/varieties/storage'),
    prediction: staticRoute('/varieties/prediction'),
  },
  genome: {
    regionSelection: staticRoute('/genome'),
    varietySelection: staticRoute('/genome/variety-selection'),
    genomeAnalysis: staticRoute('/genome/genome-analysis'),
    crossingTable: staticRoute('/genome/crossing-table'),
    knowledgeBase: staticRoute('/genome/knowledge-base'),
    createLine: staticRoute('/genome/create-line'),
    data: staticRoute('/genome/data'),
  },
  news: {
    list: {
      path: '/news',
      /** The news list, optionally filtered by `searchText`. */
      getHref: (searchText?: string) =>
        searchText ? `/news?${new URLSearchParams({ searchText }).toString()}` : '/news',
    },
    article: {
      path: '/news/:id',
      getHref: (id: number | string) => `/news/${encodeURIComponent(String(id))}`,
    },
  },
  privacy: staticRoute('/privacy'),
  deletePolicy: staticRoute('/delete-policy'),
  personalDataPolicy: staticRoute('/privacy_policy'),
} as const;

/** Paths anyone may open, signed in or not; a lost session does not leave them. */
export const PUBLIC_PATHS: readonly string[] = [
  paths.auth.path,
  paths.signUp.path,
  paths.privacy.path,
  paths.deletePolicy.path,
  paths.personalDataPolicy.path,
];
