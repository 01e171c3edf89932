import type { PlotFilesSummary } from '@plotline/contract/genome-files-summary';
import type { CombinedPlot, CombinedPlots } from '@plotline/contract/plots';
import { formatNumber } from '@plotline/contract/rules';
import type { ColDef, ColGroupDef, ValueGetterParams } from 'ag-grid-community';
import type { ComponentType } from 'react';
import type { TranslationKey } from '#src/i18n/i18n.ts';
import type { Characteristics, FeatureKind } from './characteristics.ts';
import type { CollapsibleGroup } from './column-group-state.ts';
import {
  type CharacteristicKind,
  characteristicKey,
  HARVEST_PARTS,
  harvestColumnId,
  isServerSortableKey,
} from './column-keys.ts';
import { headerWidth } from './header-width.ts';
import { formatSize, readFeature, readGenotype, readHarvest, readStage } from './plot-values.ts';

type Column = ColDef<CombinedPlot> | ColGroupDef<CombinedPlot>;
type Translate = (key: TranslationKey, options?: Record<string, unknown>) => string;

/** What the column builder needs besides the characteristics. */
export type ColumnInputs = {
  t: Translate;
  displayed: Record<CharacteristicKind, string[]>;
  all: Characteristics;
  featureKinds: Record<string, FeatureKind>;
  uniqueValues: CombinedPlots['unique_values'];
  filter: ComponentType<never>;
  plotNameCell: ComponentType<never>;
  varietyCell: ComponentType<never>;
  /** The Files column's cell (count and worst status; opens the card's files tab). */
  filesCell?: ComponentType<never>;
  /** The season's plots with sequencing files; the Files column shows when there are any. */
  filesByPlot?: ReadonlyMap<number, PlotFilesSummary>;
  /** General groups the user left open; the others collapse (column-group-state.ts). */
  openGroups: Partial<Record<CollapsibleGroup, boolean>>;
};

const read =
  (reader: (plot: CombinedPlot) => string | number | boolean | null) =>
  ({ data }: ValueGetterParams<CombinedPlot>) =>
    data ? reader(data) : null;

/** A checklist filter of these values; numbers as the server stores them entered ("75"). */
function checklist(
  inputs: ColumnInputs,
  values: readonly (string | number)[],
): Partial<ColDef<CombinedPlot>> {
  const texts = values.map((value) => (typeof value === 'number' ? formatNumber(value) : value));
  return { filter: inputs.filter, filterParams: { values: texts } };
}

function plain(colId: string, header: string, extra: Partial<ColDef<CombinedPlot>> = {}) {
  return {
    colId,
    headerName: header,
    headerTooltip: header,
    sortable: isServerSortableKey(colId),
    valueGetter: read((plot) => plot[colId as keyof CombinedPlot] as string | number | null),
    ...extra,
  } satisfies ColDef<CombinedPlot>;
}

/** Shown only while its group is open (the group collapses to its other columns). */
const WHEN_OPEN = { columnGroupShow: 'open' } as const;

/**
 * The general columns. Plot label, plot name and variety (line) stay pinned on the left beside
 * the phenotypes; parents, size and comment show while the group is open.
 */
function mainColumns(inputs: ColumnInputs): ColDef<CombinedPlot>[] {
  const { t, uniqueValues } = inputs;
  return [
    plain('plot_label', t('plots.columns.label'), { editable: true, width: 80, pinned: 'left' }),
    plain('plot_name', t('plots.columns.plotName'), {
      width: 140,
      pinned: 'left',
      cellRenderer: inputs.plotNameCell,
    }),
    plain('line_name', t('plots.columns.lineName'), { width: 140, pinned: 'left' }),
    plain('parent_name_1', t('plots.columns.mother'), {
      ...WHEN_OPEN,
      ...checklist(inputs, uniqueValues.parent),
    }),
    plain('parent_name_2', t('plots.columns.father'), {
      ...WHEN_OPEN,
      ...checklist(inputs, uniqueValues.parent),
    }),
    plain('square', t('plots.columns.size'), {
      ...WHEN_OPEN,
      width: 100,
      valueGetter: read(formatSize),
      cellClass: 'pl-cell-number',
    }),
    plain('comment', t('plots.columns.comment'), {
      ...WHEN_OPEN,
      editable: true,
      width: 160,
      ...checklist(inputs, uniqueValues.comment),
    }),
  ];
}

function featureColumn(inputs: ColumnInputs, name: string): ColDef<CombinedPlot> {
  const unit = inputs.all.units[name];
  const isNumber = inputs.featureKinds[name] === 'quantitative';
  return {
    colId: characteristicKey('feature', name),
    headerName: unit ? `${name}, ${unit}` : name,
    headerTooltip: unit ? `${name}, ${unit}` : name,
    width: headerWidth(unit ? `${name}, ${unit}` : name),
    sortable: true,
    editable: true,
    valueGetter: read((plot) => readFeature(plot, name)),
    cellClass: isNumber ? 'pl-cell-number' : undefined,
    ...checklist(inputs, inputs.uniqueValues.phenotypes[name] ?? []),
  };
}

function stageColumn(name: string): ColDef<CombinedPlot> {
  return {
    colId: characteristicKey('stage', name),
    headerName: name,
    headerTooltip: name,
    width: headerWidth(name),
    sortable: true,
    editable: true,
    cellEditor: 'agDateStringCellEditor',
    valueGetter: read((plot) => readStage(plot, name)),
  };
}

/**
 * The three cells of a harvest technology, named "<technology>: <part>" rather than nested
 * in a group of their own: a third header row leaves ARIA rows without cells in the pinned
 * part of the header (axe: aria-required-children).
 */
function harvestColumns(t: Translate, name: string): ColDef<CombinedPlot>[] {
  const parts = {
    planned: t('plots.columns.harvestPlanned'),
    real: t('plots.columns.harvestReal'),
    comment: t('plots.columns.comment'),
  };
  return HARVEST_PARTS.map((part) => {
    const header = `${name}: ${parts[part]}`;
    return {
      colId: harvestColumnId(name, part),
      headerName: header,
      headerTooltip: header,
      width: 130,
      editable: true,
      cellEditor: part === 'comment' ? undefined : 'agDateStringCellEditor',
      valueGetter: read((plot) => readHarvest(plot, name, part)),
    };
  });
}

/**
 * The plot's sequencing files (issue 17): count and worst status, in the genotypes group,
 * shown when a plot of the season has files.
 */
function filesColumn(inputs: ColumnInputs): ColDef<CombinedPlot>[] {
  const { filesByPlot, filesCell, t } = inputs;
  if (!filesByPlot || filesByPlot.size === 0 || !filesCell) return [];
  const header = t('genomeFiles.column.header');
  return [
    {
      colId: 'genome_files',
      headerName: header,
      headerTooltip: header,
      width: 150,
      valueGetter: ({ data }: ValueGetterParams<CombinedPlot>) =>
        (data && filesByPlot.get(data.plot_id)) ?? null,
      cellRenderer: filesCell,
    },
  ];
}

function group(
  groupId: string,
  headerName: string,
  children: Column[],
  openByDefault?: boolean,
): ColGroupDef<CombinedPlot>[] {
  if (children.length === 0) return [];
  return [{ groupId, headerName, children, openByDefault, headerTooltip: headerName }];
}

/**
 * The plot table's columns in the groups of spec §2: main (general), phenotypes, genotypes
 * (DNA markers), stages, tech, then location and crossings (mostly empty, so after the
 * measurements); groups without columns are left out. The general group collapses to its
 * pinned columns (closed unless the user opened it; decision 029).
 */
export function buildPlotColumns(inputs: ColumnInputs): Column[] {
  const { t, displayed, openGroups } = inputs;
  return [
    ...group('main', t('plots.groups.main'), mainColumns(inputs), openGroups.main),
    ...group(
      'phenotypes',
      t('plots.groups.phenotypes'),
      displayed.feature.map((name) => featureColumn(inputs, name)),
    ),
    ...group('genotypes', t('plots.groups.genotypes'), [
      ...filesColumn(inputs),
      ...displayed.genotype.map((name) => ({
        colId: characteristicKey('genotype', name),
        headerName: name,
        headerTooltip: name,
        width: headerWidth(name),
        valueGetter: read((plot) => readGenotype(plot, name)),
      })),
    ]),
    ...group('stages', t('plots.groups.stages'), displayed.stage.map(stageColumn)),
    ...group(
      'tech',
      t('plots.groups.tech'),
      displayed.harvest.flatMap((name) => harvestColumns(t, name)),
    ),
    ...group('location', t('plots.groups.location'), [
      plain('plot_order_priority', t('plots.columns.order'), {
        width: 80,
        cellClass: 'pl-cell-number',
      }),
      plain('plot_group', t('plots.columns.group'), { width: 100 }),
    ]),
    ...group('crossings', t('plots.groups.crossings'), [
      plain('crossbreeding_line_name', t('plots.columns.crossing'), { width: 140 }),
      plain('is_sort', t('plots.columns.variety'), { width: 90, cellRenderer: inputs.varietyCell }),
    ]),
  ];
}
