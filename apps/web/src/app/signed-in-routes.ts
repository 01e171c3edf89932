import type { RouteObject } from 'react-router';
import { paths } from '#src/config/paths.ts';
import { lazyPage } from './lazy-route.tsx';

/** Pages of signed-in users (product-spec §2), each its own chunk. */
export const SIGNED_IN_ROUTES: RouteObject[] = [
  lazyPage(paths.home.path, () => import('./routes/field-map.tsx').then((m) => m.FieldMapRoute)),
  lazyPage(paths.account.profile.path, () =>
    import('./routes/account-profile.tsx').then((m) => m.AccountProfileRoute),
  ),
  lazyPage(paths.account.accessGroups.path, () =>
    import('./routes/account-access-groups.tsx').then((m) => m.AccountAccessGroupsRoute),
  ),
  lazyPage(paths.account.companyStructure.path, () =>
    import('./routes/account-company-structure.tsx').then((m) => m.AccountCompanyStructureRoute),
  ),
  lazyPage(paths.fields.map.path, () =>
    import('./routes/field-map.tsx').then((m) => m.FieldMapRoute),
  ),
  lazyPage(paths.fields.phenotypes.path, () =>
    import('./routes/fields-phenotypes.tsx').then((m) => m.FieldsPhenotypesRoute),
  ),
  lazyPage(paths.fields.agrochemistry.path, () =>
    import('./routes/fields-agrochemistry.tsx').then((m) => m.FieldsAgrochemistryRoute),
  ),
  lazyPage(paths.fields.meteorology.path, () =>
    import('./routes/fields-meteorology.tsx').then((m) => m.FieldsMeteorologyRoute),
  ),
  lazyPage(paths.fields.statistic.path, () =>
    import('./routes/fields-statistic.tsx').then((m) => m.FieldsStatisticRoute),
  ),
  lazyPage(paths.fields.journal.path, () =>
    import('./routes/fields-journal.tsx').then((m) => m.FieldsJournalRoute),
  ),
  lazyPage(paths.varieties.summary.path, () =>
    import('./routes/varieties-summary.tsx').then((m) => m.VarietiesSummaryRoute),
  ),
  lazyPage(paths.varieties.pedigrees.path, () =>
    import('./routes/varieties-pedigrees.tsx').then((m) => m.VarietiesPedigreesRoute),
  ),
  lazyPage(paths.varieties.crossing.path, () =>
    import('./routes/varieties-crossing.tsx').then((m) => m.VarietiesCrossingRoute),
  ),
  lazyPage(paths.varieties.sowingPlan.path, () =>
    import('./routes/varieties-sowing-plan.tsx').then((m) => m.VarietiesSowingPlanRoute),
  ),
  lazyPage(paths.varieties.storage.path, () =>
    import('./routes/varieties-storage.tsx').then((m) => m.VarietiesStorageRoute),
  ),
  lazyPage(paths.varieties.prediction.path, () =>
    import('./routes/varieties-prediction.tsx').then((m) => m.VarietiesPredictionRoute),
  ),
  lazyPage(paths.genome.regionSelection.path, () =>
    import('./routes/genome-region-selection.tsx').then((m) => m.GenomeRegionSelectionRoute),
  ),
  lazyPage(paths.genome.varietySelection.path, () =>
    import('./routes/genome-variety-selection.tsx').then((m) => m.GenomeVarietySelectionRoute),
  ),
  lazyPage(paths.genome.genomeAnalysis.path, () =>
    import('./routes/genome-analysis.tsx').then((m) => m.GenomeAnalysisRoute),
  ),
  lazyPage(paths.genome.crossingTable.path, () =>
    import('./routes/genome-crossing-table.tsx').then((m) => m.GenomeCrossingTableRoute),
  ),
  lazyPage(paths.genome.knowledgeBase.path, () =>
    import('./routes/genome-knowledge-base.tsx').then((m) => m.GenomeKnowledgeBaseRoute),
  ),
  lazyPage(paths.genome.createLine.path, () =>
    import('./routes/genome-create-line.tsx').then((m) => m.GenomeCreateLineRoute),
  ),
  lazyPage(paths.genome.data.path, () =>
    import('./routes/genome-data.tsx').then((m) => m.GenomeDataRoute),
  ),
  lazyPage(paths.news.list.path, () =>
    import('./routes/news-list.tsx').then((m) => m.NewsListRoute),
  ),
  lazyPage(paths.news.article.path, () =>
    import('./routes/news-article.tsx').then((m) => m.NewsArticleRoute),
  ),
];
