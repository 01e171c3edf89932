/** Every query of the genome data page starts with this key; invalidate it after a change. */
export const GENOME_DATA_QUERY_KEY = ['genome-data'] as const;
