import type { MeteoValue, Sector } from '@plotline/contract/meteo';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { describeError } from '#src/lib/show-api-error.ts';
import { useErrorToast } from '#src/lib/use-error-toast.ts';
import { eventsQueryOptions } from '../api/list-events.ts';
import { valuesQueryOptions } from '../api/list-values.ts';
import { METEO_QUERY_KEY } from '../api/meteo-query-key.ts';
import { createValue, createValues, deleteValue, updateValue } from '../api/save-values.ts';
import { buildMonthRows, type CellChange, monthRange } from '../utils/month-grid.ts';
import { readPastedColumn } from '../utils/paste-column.ts';
import { readValueError, showMeteoError } from '../utils/show-meteo-error.ts';

/**
 * A sector's month: its day rows (values and events), and the writes of the grid — a cell's
 * change (answers the server's message about a refused value) and a pasted column (one list
 * POST, all or nothing).
 */
export function useMonthData(sector: Sector, year: number, month: number) {
  const queryClient = useQueryClient();
  const { from, to } = monthRange(year, month);
  const range = { sector: sector.id, from, to };
  const valuesOptions = valuesQueryOptions(range);
  const values = useQuery(valuesOptions);
  const events = useQuery(eventsQueryOptions(range));
  useErrorToast(values.error ?? events.error, 'meteorology.errors.load');
  const rows = useMemo(
    () => buildMonthRows(year, month, values.data ?? [], events.data ?? []),
    [year, month, values.data, events.data],
  );

  const setValues = (change: (list: MeteoValue[]) => MeteoValue[]) =>
    queryClient.setQueryData(valuesOptions.queryKey, (list) => change(list ?? []));
  // the season chart and the indices read these values too
  const refreshDerived = () =>
    queryClient.invalidateQueries({
      predicate: (query) =>
        query.queryKey[0] === METEO_QUERY_KEY[0] &&
        (query.queryKey[1] === 'season' || query.queryKey[1] === 'indices'),
    });

  async function commitCell(param: number, date: string, change: CellChange) {
    try {
      if (change.action === 'create') {
        const created = await createValue({ param, date, value: change.value });
        setValues((list) => [...list, created]);
      } else if (change.action === 'update') {
        const updated = await updateValue(change.id, change.value);
        setValues((list) => list.map((item) => (item.id === updated.id ? updated : item)));
      } else if (change.action === 'delete') {
        await deleteValue(change.id);
        setValues((list) => list.filter((item) => item.id !== change.id));
      }
      void refreshDerived();
      return undefined;
    } catch (error) {
      const message = readValueError(error);
      if (message) return message;
      showMeteoError(error, 'meteorology.errors.save');
      return describeError(error);
    }
  }

  async function pasteColumn(param: number, startDay: number, text: string) {
    const { values: pasted, taken } = readPastedColumn(text, rows, param, startDay);
    if (taken.length > 0) {
      showMeteoError(null, 'meteorology.month.pasteTaken');
      return;
    }
    if (pasted.length === 0) return;
    try {
      const created = await createValues(pasted);
      setValues((list) => [...list, ...created]);
      void refreshDerived();
    } catch (error) {
      // a list's problem names its row: «Row 2: A valid number is required.»
      showMeteoError(error, 'meteorology.errors.save');
    }
  }

  return {
    rows,
    isLoading: values.isPending || events.isPending,
    hasValues: (values.data?.length ?? 0) > 0,
    commitCell,
    pasteColumn,
  };
}
