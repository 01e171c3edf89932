/** Every query of the genome-selection pages starts with this key. */
export const GENOME_SELECTION_QUERY_KEY = ['genome-selection'] as const;
