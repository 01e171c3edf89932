import type { FieldList } from '@plotline/contract/fields';
import { type UseQueryResult, useQueries } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorToast } from '#src/lib/use-error-toast.ts';
import { useSessionStore } from '#src/stores/session-store.ts';
import { cropFieldsQueryOptions } from '../api/list-crop-fields.ts';
import { buildSeasonTree, listTreeYearIds } from '../utils/season-tree.ts';

/** One answer for all crops' lists; a stable function, so the result is kept between renders. */
function combineLists(results: UseQueryResult<FieldList>[]) {
  return {
    data: results.map((result) => result.data),
    isPending: results.some((result) => result.isPending),
    error: results.find((result) => result.error)?.error ?? null,
  };
}

/**
 * The crop → nursery → year tree of the session's crops: one nursery list per crop, loaded
 * together. Years the tree shows are listed so that edits keep the ones it does not.
 */
export function useSeasonTree() {
  const { t } = useTranslation();
  const crops = useSessionStore((state) => state.cultureList);
  const lists = useQueries({
    queries: crops.map((crop) => cropFieldsQueryOptions(crop.spec_id)),
    combine: combineLists,
  });
  useErrorToast(lists.error, 'accessGroups.tree.loadFailed');
  const noNurseries = t('accessGroups.tree.noNurseries');
  const noYears = t('accessGroups.tree.noYears');

  const treeData = useMemo(
    () =>
      buildSeasonTree(
        crops,
        new Map(crops.map((crop, index) => [crop.spec_id, lists.data[index]])),
        { noNurseries, noYears },
      ),
    [crops, lists.data, noNurseries, noYears],
  );
  const shownYearIds = useMemo(() => listTreeYearIds(treeData), [treeData]);
  return { treeData, shownYearIds, isPending: lists.isPending, hasCrops: crops.length > 0 };
}
