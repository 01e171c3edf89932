import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import type { StorageLocation, Warehouse } from '@plotline/contract/warehouse';
import { Button, Popconfirm, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { useWeightFormat } from '../hooks/use-weight-format.ts';

/** What the tree has chosen: everything, a warehouse, or one location. */
export type TreeSelection = { warehouse?: number; location?: number };

type WarehouseTreeProps = {
  warehouses: readonly Warehouse[];
  selection: TreeSelection;
  onSelect: (selection: TreeSelection) => void;
  onAddWarehouse: () => void;
  onAddLocation: (warehouse: Warehouse) => void;
  onRenameWarehouse: (warehouse: Warehouse) => void;
  onRenameLocation: (warehouse: Warehouse, location: StorageLocation) => void;
  onDeleteWarehouse: (warehouse: Warehouse) => void;
  onDeleteLocation: (location: StorageLocation) => void;
};

/**
 * Warehouses and their locations with lot counts and weights; choosing one filters the
 * lots. Managers (`can_manage`) add, rename and delete them here.
 */
export function WarehouseTree(props: WarehouseTreeProps) {
  const { warehouses, selection, onSelect } = props;
  const { t } = useTranslation();
  const format = useWeightFormat();
  const totals = (item: { count_of_lots: number; weight: number }) =>
    t('storage.tree.totals', { count: item.count_of_lots, weight: format.weight(item.weight) });
  const isAll = selection.warehouse === undefined && selection.location === undefined;

  return (
    <nav
      className="pl-storage-tree"
      aria-label={t('storage.tree.title')}
      data-testid="warehouse-tree"
    >
      <div className="pl-storage-tree-head">
        <h2>{t('storage.tree.title')}</h2>
        <Button
          size="small"
          icon={<PlusOutlined aria-hidden />}
          onClick={props.onAddWarehouse}
          data-testid="add-warehouse"
        >
          {t('storage.tree.addWarehouse')}
        </Button>
      </div>
      <button
        type="button"
        className="pl-storage-node"
        aria-current={isAll || undefined}
        onClick={() => onSelect({})}
        data-testid="tree-all"
      >
        {t('storage.tree.all')}
      </button>
      {warehouses.length === 0 && <p className="pl-storage-muted">{t('storage.tree.empty')}</p>}
      <ul>
        {warehouses.map((warehouse) => (
          <li key={warehouse.warehouse_id} data-testid="tree-warehouse" data-name={warehouse.name}>
            <div className="pl-storage-node-row">
              <button
                type="button"
                className="pl-storage-node pl-storage-node-warehouse"
                aria-current={
                  (selection.warehouse === warehouse.warehouse_id &&
                    selection.location === undefined) ||
                  undefined
                }
                onClick={() => onSelect({ warehouse: warehouse.warehouse_id })}
              >
                <span className="pl-storage-node-name">{warehouse.name}</span>
                <span className="pl-storage-node-totals">{totals(warehouse)}</span>
              </button>
              {warehouse.can_manage && (
                <span className="pl-storage-node-actions">
                  <Tooltip title={t('storage.tree.addLocation')}>
                    <Button
                      size="small"
                      type="text"
                      icon={<PlusOutlined aria-hidden />}
                      aria-label={t('storage.tree.addLocation')}
                      onClick={() => props.onAddLocation(warehouse)}
                      data-testid="add-location"
                    />
                  </Tooltip>
                  <RenameAndDelete
                    kind="warehouse"
                    confirm={t('storage.tree.deleteWarehouseConfirm', { name: warehouse.name })}
                    onRename={() => props.onRenameWarehouse(warehouse)}
                    onDelete={() => props.onDeleteWarehouse(warehouse)}
                  />
                </span>
              )}
            </div>
            <ul>
              {warehouse.locations.map((location) => (
                <li
                  key={location.id}
                  className="pl-storage-node-row"
                  data-testid="tree-location"
                  data-name={location.name}
                >
                  <button
                    type="button"
                    className="pl-storage-node"
                    aria-current={selection.location === location.id || undefined}
                    onClick={() =>
                      onSelect({ warehouse: warehouse.warehouse_id, location: location.id })
                    }
                  >
                    <span className="pl-storage-node-name">{location.name}</span>
                    <span className="pl-storage-node-totals">{totals(location)}</span>
                  </button>
                  {warehouse.can_manage && (
                    <span className="pl-storage-node-actions">
                      <RenameAndDelete
                        kind="location"
                        confirm={t('storage.tree.deleteLocationConfirm', { name: location.name })}
                        onRename={() => props.onRenameLocation(warehouse, location)}
                        onDelete={() => props.onDeleteLocation(location)}
                      />
                    </span>
                  )}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </nav>
  );
}

type RenameAndDeleteProps = {
  kind: 'warehouse' | 'location';
  /** The delete's question, naming the node. */
  confirm: string;
  onRename: () => void;
  onDelete: () => void;
};

/** A node's rename button and its delete behind a confirmation. */
function RenameAndDelete({ kind, confirm, onRename, onDelete }: RenameAndDeleteProps) {
  const { t } = useTranslation();
  return (
    <>
      <Tooltip title={t('storage.tree.rename')}>
        <Button
          size="small"
          type="text"
          icon={<EditOutlined aria-hidden />}
          aria-label={t('storage.tree.rename')}
          onClick={onRename}
          data-testid={`rename-${kind}`}
        />
      </Tooltip>
      <Popconfirm
        title={confirm}
        okText={t('common.delete')}
        cancelText={t('common.cancel')}
        okButtonProps={{ danger: true }}
        onConfirm={onDelete}
      >
        <Button
          size="small"
          type="text"
          danger
          icon={<DeleteOutlined aria-hidden />}
          aria-label={t('common.delete')}
          data-testid={`delete-${kind}`}
        />
      </Popconfirm>
    </>
  );
}
