import type { CrossResult, CrossResultBody } from '@plotline/contract/crossing-table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '#src/lib/api-error.ts';
import { saveFile } from '#src/lib/save-file.ts';
import { showActionError } from '#src/lib/show-api-error.ts';
import { translateMessage } from '#src/lib/translate-message.ts';
import { downloadCrossResultCsv, useComputeCrossResult } from '../api/compute-cross-result.ts';
import { type CrossFilterValues, DEFAULT_FILTERS } from '../utils/cross-filter-values.ts';

/** The request body of the filters (empty parent lists: every genotyped line). */
function bodyOf(specId: number, filters: CrossFilterValues): CrossResultBody {
  return {
    spec_id: specId,
    region_id: filters.regionId,
    feature_ids: filters.featureIds,
    lower_is_better: filters.lowerIsBetter.filter((id) => filters.featureIds.includes(id)),
    mother_ids: filters.mothers.length > 0 ? filters.mothers : undefined,
    father_ids: filters.fathers.length > 0 ? filters.fathers : undefined,
    country: filters.country.trim() || undefined,
    check_line_id: filters.checkLineId,
    selected_fraction: filters.selectedPercent / 100,
    sort_by: filters.sortBy,
  };
}

/**
 * The crossing table's state: the filters, the last result, its 400s by field (translated),
 * Calculate and Download; a choice of no trait is answered here without a call.
 */
export function useCrossTable(specId: number) {
  const { t } = useTranslation();
  const [filters, setFilters] = useState(DEFAULT_FILTERS);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [result, setResult] = useState<CrossResult | null>(null);
  const [isDownloading, setIsDownloading] = useState(false);
  const compute = useComputeCrossResult();

  function checked(): CrossResultBody | null {
    setErrors({});
    if (filters.featureIds.length > 0) return bodyOf(specId, filters);
    setErrors({ feature_ids: t('crossingTable.filters.chooseTraits') });
    return null;
  }
  function refused(error: unknown) {
    if (isApiError(error) && error.status === 400 && error.fieldErrors)
      setErrors(
        Object.fromEntries(
          Object.entries(error.fieldErrors).map(([field, messages]) => [
            field,
            messages.map(translateMessage).join(' '),
          ]),
        ),
      );
    showActionError(error, 'crossingTable.errors.compute');
  }
  function calculate() {
    const body = checked();
    if (body) compute.mutate(body, { onSuccess: setResult, onError: refused });
  }
  async function download() {
    const body = checked();
    if (!body) return;
    setIsDownloading(true);
    try {
      saveFile(await downloadCrossResultCsv(body), 'crossing_table.csv');
    } catch (error) {
      refused(error);
    } finally {
      setIsDownloading(false);
    }
  }
  return {
    filters,
    setFilters,
    errors,
    result,
    calculate,
    download,
    isCalculating: compute.isPending,
    isDownloading,
  };
}
