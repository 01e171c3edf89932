import type { CreateSubregionBody, Subregion, SubregionList } from '@plotline/contract/regions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '#src/lib/api-client.ts';
import { subregionsPath, subregionsQueryKey } from './list-subregions.ts';

/** What adding a subregion needs: its region and the body. */
export type CreateSubregionInput = { regionId: number } & CreateSubregionBody;

/**
 * `POST plotline_db/regions/<id>/subregions/ {name}` → 201 the new subregion of the user's
 * tenant; a name the tenant already sees in the region is a 400 on `name`.
 */
export function createSubregion({ regionId, ...body }: CreateSubregionInput): Promise<Subregion> {
  return apiClient.post<Subregion>(subregionsPath(regionId), body);
}

/**
 * Adds a subregion: it joins the region's cached lists at once (so a select can show it as
 * chosen), then the lists reload in the server's order.
 */
export function useCreateSubregion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSubregion,
    onSuccess: (subregion) => {
      const queryKey = subregionsQueryKey(subregion.region_id);
      queryClient.setQueriesData<SubregionList>({ queryKey }, (list) =>
        list ? [...list, subregion] : list,
      );
      return queryClient.invalidateQueries({ queryKey });
    },
  });
}
