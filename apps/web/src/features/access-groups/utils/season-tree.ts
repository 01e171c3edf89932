import type { Crop } from '@plotline/contract/crops';
import type { FieldList } from '@plotline/contract/fields';
import type { Key } from 'react';

/** One node of the crop → nursery → year picker (antd Tree data; only years are values). */
export type SeasonTreeNode = {
  key: string;
  title: string;
  /** Crop and nursery nodes without years cannot be ticked. */
  disableCheckbox?: boolean;
  isLeaf?: boolean;
  children?: SeasonTreeNode[];
};

/** The labels of nodes with nothing inside, in the interface language. */
export type SeasonTreeLabels = { noNurseries: string; noYears: string };

/** The key of a year node. */
export function yearKey(yearId: number): string {
  return `year:${yearId}`;
}

/** The year id of a node key, or null for crop and nursery keys. */
export function yearIdOfKey(key: Key): number | null {
  const match = /^year:(\d+)$/.exec(String(key));
  return match ? Number(match[1]) : null;
}

/**
 * The crop → nursery → year tree of the crops' nursery lists (`undefined`: not loaded yet,
 * shown as an empty crop). Nurseries keep the server's order, years go oldest first.
 */
export function buildSeasonTree(
  crops: readonly Crop[],
  fieldsByCrop: ReadonlyMap<number, FieldList | undefined>,
  labels: SeasonTreeLabels,
): SeasonTreeNode[] {
  return crops.map((crop) => {
    const fields = fieldsByCrop.get(crop.spec_id) ?? [];
    const children = fields.map((field): SeasonTreeNode => {
      const years = [...field.fieldyear_set].sort((a, b) => a.year - b.year);
      return years.length === 0
        ? {
            key: `field:${field.field_id}`,
            title: `${field.field_name} (${labels.noYears})`,
            disableCheckbox: true,
            isLeaf: true,
          }
        : {
            key: `field:${field.field_id}`,
            title: field.field_name,
            children: years.map((season) => ({
              key: yearKey(season.id),
              title: String(season.year),
              isLeaf: true,
            })),
          };
    });
    const hasYears = children.some((child) => !child.disableCheckbox);
    return {
      key: `crop:${crop.spec_id}`,
      title:
        children.length === 0 ? `${crop.russian_name} (${labels.noNurseries})` : crop.russian_name,
      disableCheckbox: !hasYears,
      isLeaf: children.length === 0,
      children,
    };
  });
}

/** Every year id the tree offers. */
export function listTreeYearIds(nodes: readonly SeasonTreeNode[]): Set<number> {
  const ids = new Set<number>();
  const visit = (node: SeasonTreeNode) => {
    const id = yearIdOfKey(node.key);
    if (id !== null) ids.add(id);
    node.children?.forEach(visit);
  };
  nodes.forEach(visit);
  return ids;
}

/**
 * The group's years after a tick in the tree: the ticked years the tree shows, plus the
 * chosen years it does not show (another crop's, not loaded yet), which are kept as they are.
 */
export function mergeCheckedYears(
  checkedKeys: ReadonlyArray<Key>,
  previous: readonly number[],
  shownYearIds: ReadonlySet<number>,
): number[] {
  const hidden = previous.filter((id) => !shownYearIds.has(id));
  const checked = checkedKeys.flatMap((key) => {
    const id = yearIdOfKey(key);
    return id === null ? [] : [id];
  });
  return [...new Set([...hidden, ...checked])];
}
