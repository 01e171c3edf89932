import type { SortWithInfoBody } from '@plotline/contract/marker-weights';
import { useMutation } from '@tanstack/react-query';
import { showActionError } from '#src/lib/show-api-error.ts';
import { rankByGenotypes } from '../api/rank-by-genotypes.ts';

/**
 * Ranks the lines by target alleles with predicted traits (a read sent as POST). A refused
 * request (400: a marker without alleles…) shows the server's reason, any other the retry message.
 */
export function useRanking() {
  return useMutation({
    mutationFn: (body: SortWithInfoBody) => rankByGenotypes(body),
    onError: (error) => showActionError(error, 'genomeSelection.errors.ranking'),
  });
}
