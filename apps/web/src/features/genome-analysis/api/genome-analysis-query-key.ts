/** Every query of the genome analysis page starts with this key; invalidate it after a change. */
export const GENOME_ANALYSIS_QUERY_KEY = ['genome-analysis'] as const;
