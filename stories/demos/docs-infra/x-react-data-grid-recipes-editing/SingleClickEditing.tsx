import { useCallback, useState, type MouseEvent } from 'react';
import { DataGrid, GridCellModes, type GridCellModesModel, type GridCellParams, type GridColDef } from '@mui/x-data-grid';
import { HtmlFirstGrid } from '../../../../src/components/dataGrid/HtmlFirstGrid';

interface ShoppingItem {
  id: number;
  item: string;
  quantity: number;
  unit: 'g' | 'kg' | 'ml' | 'l' | 'pcs';
  aisle: string;
}

const rows: ShoppingItem[] = [
  { id: 1, item: 'Basmati rice', quantity: 1, unit: 'kg', aisle: 'Grains' },
  { id: 2, item: 'Coconut milk', quantity: 400, unit: 'ml', aisle: 'Tins' },
  { id: 3, item: 'Red lentils', quantity: 500, unit: 'g', aisle: 'Grains' },
  { id: 4, item: 'Limes', quantity: 4, unit: 'pcs', aisle: 'Produce' },
  { id: 5, item: 'Fresh coriander', quantity: 1, unit: 'pcs', aisle: 'Produce' },
  { id: 6, item: 'Vegetable stock', quantity: 1, unit: 'l', aisle: 'Tins' },
];

const columns: GridColDef<ShoppingItem>[] = [
  { field: 'item', headerName: 'Item', flex: 1, minWidth: 160, editable: true },
  { field: 'quantity', headerName: 'Quantity', type: 'number', width: 100, editable: true },
  { field: 'unit', headerName: 'Unit', type: 'singleSelect', valueOptions: ['g', 'kg', 'ml', 'l', 'pcs'], width: 90, editable: true },
  { field: 'aisle', headerName: 'Aisle', width: 110 },
];

/** Every open cell of the model back to view mode (its value is kept, as when focus leaves it). */
const closeAll = (model: GridCellModesModel): GridCellModesModel =>
  Object.fromEntries(
    Object.entries(model).map(([id, fields]) => [id, Object.fromEntries(Object.keys(fields).map((field) => [field, { mode: GridCellModes.View }]))]),
  );

/** A curry's shopping list where one click on a cell opens it for editing (the default is a double-click). */
export default function SingleClickEditing() {
  const [cellModesModel, setCellModesModel] = useState<GridCellModesModel>({});

  const onCellClick = useCallback((params: GridCellParams<ShoppingItem>, event: MouseEvent) => {
    if (!params.isEditable || params.cellMode === GridCellModes.Edit) return;
    // A click in a portal (the unit's option list) is not a click on the cell.
    if (!event.currentTarget.contains(event.target as Node)) return;
    setCellModesModel((model) => ({ ...closeAll(model), [params.id]: { [params.field]: { mode: GridCellModes.Edit } } }));
  }, []);

  return (
    <HtmlFirstGrid rows={rows} columns={columns} label="Shopping list" height={330}>
      <DataGrid
        aria-label="Shopping list"
        rows={rows}
        columns={columns}
        cellModesModel={cellModesModel}
        onCellModesModelChange={setCellModesModel}
        onCellClick={onCellClick}
        hideFooter
      />
    </HtmlFirstGrid>
  );
}
