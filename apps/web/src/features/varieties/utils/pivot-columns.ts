import type { PivotColumn, PivotRow } from '@plotline/contract/lines';
import type { ColDef, ColGroupDef, ITooltipParams, ValueGetterParams } from 'ag-grid-community';
import type { ComponentType } from 'react';
import type { TranslationKey } from '#src/i18n/i18n.ts';
import { formatMean } from './pivot-query.ts';

type Column = ColDef<PivotRow> | ColGroupDef<PivotRow>;
type Translate = (key: TranslationKey, options?: Record<string, unknown>) => string;

type PivotColumnInputs = {
  t: Translate;
  language: string;
  columns: readonly PivotColumn[];
  filter: ComponentType<never>;
  nameCell: ComponentType<never>;
};

/** "Feature (unit)", or the feature alone. */
export function featureHeader(feature: string, unit: string): string {
  return unit ? `${feature} (${unit})` : feature;
}

/**
 * A column's width: wide enough for its own header and, shared with its siblings, for the
 * group's "feature (unit)" (a region view has one column per feature), within 80..160 px.
 */
export function valueColumnWidth(header: string, groupHeader: string, siblings: number): number {
  const textWidth = (text: string) => Math.ceil(text.length * 7.5) + 28;
  const width = Math.max(textWidth(header) / 2 + 28, textWidth(groupHeader) / siblings, 96);
  return Math.min(160, Math.ceil(width));
}

function valueColumn(
  inputs: PivotColumnInputs,
  column: PivotColumn,
  width: number,
): ColDef<PivotRow> {
  const { t, language } = inputs;
  return {
    colId: column.id,
    headerName: column.group,
    headerTooltip: `${featureHeader(column.feature, column.unit)}: ${column.group}`,
    width,
    sortable: true,
    valueGetter: ({ data }: ValueGetterParams<PivotRow>) => {
      const cell = data?.cells[column.id];
      if (!cell) return null;
      return typeof cell.value === 'number' ? formatMean(cell.value, language) : cell.value;
    },
    tooltipValueGetter: ({ data }: ITooltipParams<PivotRow>) => {
      const cell = data?.cells[column.id];
      return cell ? t('varieties.table.plotCount', { count: cell.count }) : undefined;
    },
    cellClass: column.quantitative ? 'pl-pivot-number' : undefined,
    filter: inputs.filter,
    filterParams: { isNumber: column.quantitative },
  };
}

/**
 * The summary table's columns: the pinned line name, then one group per feature ("feature
 * (unit)") whose columns are the years or the regions, in the server's order.
 */
export function buildPivotColumns(inputs: PivotColumnInputs): Column[] {
  const { t } = inputs;
  const byFeature = new Map<string, { header: string; columns: PivotColumn[] }>();
  for (const column of inputs.columns) {
    const key = `${column.feature}\u0000${column.unit}`;
    let group = byFeature.get(key);
    if (!group) {
      group = { header: featureHeader(column.feature, column.unit), columns: [] };
      byFeature.set(key, group);
    }
    group.columns.push(column);
  }
  const groups = new Map(
    [...byFeature.entries()].map(([key, group]) => [
      key,
      {
        header: group.header,
        children: group.columns.map((column) =>
          valueColumn(
            inputs,
            column,
            valueColumnWidth(column.group, group.header, group.columns.length),
          ),
        ),
      },
    ]),
  );
  // the name sits in a group of its own: a header row without cells in the pinned part
  // would leave an ARIA row without children (axe: aria-required-children)
  return [
    {
      groupId: 'line',
      headerName: t('varieties.table.lineGroup'),
      headerTooltip: t('varieties.table.lineGroup'),
      children: [
        {
          colId: 'line_name',
          headerName: t('varieties.table.name'),
          headerTooltip: t('varieties.table.name'),
          pinned: 'left',
          width: 200,
          maxWidth: 320,
          sortable: true,
          valueGetter: ({ data }: ValueGetterParams<PivotRow>) => data?.line_name ?? null,
          cellRenderer: inputs.nameCell,
          filter: inputs.filter,
          filterParams: { isNumber: false },
        },
      ],
    },
    ...[...groups.entries()].map(([key, group]) => ({
      groupId: `feature:${key}`,
      headerName: group.header,
      headerTooltip: group.header,
      children: group.children,
    })),
  ];
}
