import { DataGrid, type GridColDef, type GridRowIdGetter } from '@mui/x-data-grid';
import { HtmlFirstGrid } from '../../../../src/components/dataGrid/HtmlFirstGrid';
import { products, type Product } from '../../../gridData/products';

const rows = products;

const columns: GridColDef<Product>[] = [
  { field: 'sku', headerName: 'SKU', width: 130 },
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 200 },
  { field: 'category', headerName: 'Category', width: 120 },
  { field: 'price', headerName: 'Price', type: 'number', width: 100, valueFormatter: (value: number) => `€${value}` },
  { field: 'stock', headerName: 'In stock', type: 'number', width: 100 },
];

/** Defined outside the component, so the grid gets the same function on every render. */
const getRowId: GridRowIdGetter<Product> = (row) => row.sku;

/** A shop catalogue whose rows are keyed by their SKU instead of an `id` field. */
export default function ProductsBySku() {
  return (
    <HtmlFirstGrid rows={rows} columns={columns} label="Product catalogue" height={400}>
      <DataGrid
        aria-label="Product catalogue"
        rows={rows}
        columns={columns}
        getRowId={getRowId}
        initialState={{ pagination: { paginationModel: { pageSize: 5 } } }}
        pageSizeOptions={[5, 10]}
      />
    </HtmlFirstGrid>
  );
}
