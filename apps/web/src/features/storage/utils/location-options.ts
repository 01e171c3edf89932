import type { Warehouse } from '@plotline/contract/warehouse';

/** The crop's locations as a grouped select's options (warehouse → its locations). */
export function toLocationOptions(warehouses: readonly Warehouse[]) {
  return warehouses
    .filter((warehouse) => warehouse.locations.length > 0)
    .map((warehouse) => ({
      label: warehouse.name,
      title: warehouse.name,
      options: warehouse.locations.map((location) => ({
        value: location.id,
        label: `${warehouse.name} / ${location.name}`,
      })),
    }));
}
