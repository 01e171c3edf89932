import {
  LOCATION_NAME_MAX_LENGTH,
  type StorageLocation,
  WAREHOUSE_NAME_MAX_LENGTH,
  type Warehouse,
} from '@plotline/contract/warehouse';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  createLocation,
  createWarehouse,
  deleteLocation,
  deleteWarehouse,
  renameLocation,
  renameWarehouse,
} from '../api/storage-api.ts';
import { showStorageError } from '../utils/show-storage-error.ts';
import { NameModal } from './name-modal.tsx';
import { type TreeSelection, WarehouseTree } from './warehouse-tree.tsx';

type Naming = {
  title: string;
  label: string;
  initialName?: string;
  maxLength: number;
  submit: (name: string) => Promise<unknown>;
};

type WarehousePanelProps = {
  specId: number;
  warehouses: readonly Warehouse[];
  selection: TreeSelection;
  onSelect: (selection: TreeSelection) => void;
  /** A warehouse or location was added, renamed or deleted. */
  onChanged: () => void;
};

/** The tree with its create / rename / delete dialogs. */
export function WarehousePanel({
  specId,
  warehouses,
  selection,
  onSelect,
  onChanged,
}: WarehousePanelProps) {
  const { t } = useTranslation();
  const [naming, setNaming] = useState<Naming | null>(null);
  const warehouseName = {
    label: t('storage.tree.warehouseName'),
    maxLength: WAREHOUSE_NAME_MAX_LENGTH,
  };
  const locationName = {
    label: t('storage.tree.locationName'),
    maxLength: LOCATION_NAME_MAX_LENGTH,
  };
  const afterSave = (promise: Promise<unknown>) => promise.then(onChanged);

  async function remove(action: () => Promise<void>, wasSelected: boolean) {
    try {
      await action();
      if (wasSelected) onSelect({});
      onChanged();
    } catch (error) {
      showStorageError(error, 'storage.errors.delete');
    }
  }

  return (
    <>
      <WarehouseTree
        warehouses={warehouses}
        selection={selection}
        onSelect={onSelect}
        onAddWarehouse={() =>
          setNaming({
            title: t('storage.tree.addWarehouse'),
            ...warehouseName,
            submit: (name) => afterSave(createWarehouse(specId, name)),
          })
        }
        onAddLocation={(warehouse: Warehouse) =>
          setNaming({
            title: t('storage.tree.addLocationTo', { name: warehouse.name }),
            ...locationName,
            submit: (name) => afterSave(createLocation(warehouse.warehouse_id, name)),
          })
        }
        onRenameWarehouse={(warehouse) =>
          setNaming({
            title: t('storage.tree.renameWarehouse'),
            ...warehouseName,
            initialName: warehouse.name,
            submit: (name) => afterSave(renameWarehouse(warehouse.warehouse_id, name)),
          })
        }
        onRenameLocation={(_warehouse, location: StorageLocation) =>
          setNaming({
            title: t('storage.tree.renameLocation'),
            ...locationName,
            initialName: location.name,
            submit: (name) => afterSave(renameLocation(location.id, name)),
          })
        }
        onDeleteWarehouse={(warehouse) =>
          void remove(
            () => deleteWarehouse(warehouse.warehouse_id),
            selection.warehouse === warehouse.warehouse_id,
          )
        }
        onDeleteLocation={(location) =>
          void remove(() => deleteLocation(location.id), selection.location === location.id)
        }
      />
      {naming && (
        <NameModal
          title={naming.title}
          label={naming.label}
          initialName={naming.initialName}
          maxLength={naming.maxLength}
          onSubmit={naming.submit}
          onClose={() => setNaming(null)}
        />
      )}
    </>
  );
}
