import type { CrossSort } from '@plotline/contract/crossing-table';

/** What the breeder chose above the table (spec §2: variety, region, phenotype, country). */
export type CrossFilterValues = {
  regionId: number | null;
  featureIds: number[];
  /** The chosen traits where a low value is wanted (days to flowering, disease score…). */
  lowerIsBetter: number[];
  mothers: number[];
  fathers: number[];
  country: string;
  checkLineId: number | null;
  /** Selected fraction in per cent (10 → 0.1). */
  selectedPercent: number;
  sortBy: CrossSort;
};

export const DEFAULT_FILTERS: CrossFilterValues = {
  regionId: null,
  featureIds: [],
  lowerIsBetter: [],
  mothers: [],
  fathers: [],
  country: '',
  checkLineId: null,
  selectedPercent: 10,
  sortBy: 'uc',
};
