import { createContext, useCallback, useContext, useState } from 'react';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import FunctionsOutlined from '@mui/icons-material/FunctionsOutlined';
import {
  DataGrid,
  GridColumnMenu,
  gridFilteredSortedRowIdsSelector,
  useGridApiContext,
  type GridColDef,
  type GridColumnMenuItemProps,
  type GridColumnMenuProps,
} from '@mui/x-data-grid';
import { HtmlFirstGrid } from '../../../../src/components/dataGrid/HtmlFirstGrid';
import { formatEuro } from '../../../gridData/format';
import { createInvoices, type Invoice } from '../../../gridData/invoices';

const rows = createInvoices(40, 2);

const columns: GridColDef<Invoice>[] = [
  { field: 'number', headerName: 'Invoice', width: 130 },
  { field: 'client', headerName: 'Client', minWidth: 170, flex: 1 },
  { field: 'status', headerName: 'Status', width: 110 },
  { field: 'hours', headerName: 'Hours', type: 'number', width: 90 },
  {
    field: 'amount',
    headerName: 'Amount',
    type: 'number',
    width: 120,
    valueGetter: (_value: never, row: Invoice) => row.hours * row.rate,
    valueFormatter: (value: number) => formatEuro(value),
  },
];

/** How the menu item reports a column's total to the page. */
const ShowTotalContext = createContext<(column: GridColDef, total: number) => void>(() => undefined);

/** Adds up the column over the rows that pass the current filter (every page, not only the visible one). */
function ColumnTotalItem({ colDef, onClick }: GridColumnMenuItemProps) {
  const apiRef = useGridApiContext();
  const showTotal = useContext(ShowTotalContext);
  const addUp = () =>
    gridFilteredSortedRowIdsSelector(apiRef).reduce<number>((sum, id) => sum + Number(apiRef.current.getCellValue(id, colDef.field) ?? 0), 0);
  return (
    <MenuItem
      onClick={(event) => {
        showTotal(colDef, addUp());
        onClick(event); // closes the menu
      }}
    >
      <ListItemIcon>
        <FunctionsOutlined fontSize="small" />
      </ListItemIcon>
      <ListItemText>Show column total</ListItemText>
    </MenuItem>
  );
}

/** Number columns get the extra item right after sorting (10) and before filtering (20); others keep the default menu. */
const numberSlots = { columnMenuTotalItem: ColumnTotalItem };
const numberSlotProps = { columnMenuTotalItem: { displayOrder: 15 } };
function TotalsColumnMenu(props: GridColumnMenuProps) {
  if (props.colDef.type !== 'number') return <GridColumnMenu {...props} />;
  return <GridColumnMenu {...props} slots={numberSlots} slotProps={numberSlotProps} />;
}

/** A menu item of our own: "Show column total" on the number columns writes the sum under the grid. */
export default function ColumnTotalMenu() {
  const [message, setMessage] = useState('Open the menu of Hours or Amount and choose "Show column total".');
  const showTotal = useCallback((column: GridColDef, total: number) => {
    const text = column.field === 'amount' ? formatEuro(total) : total.toLocaleString('en-US');
    setMessage(`Total of ${column.headerName ?? column.field}: ${text}`);
  }, []);
  return (
    <ShowTotalContext.Provider value={showTotal}>
      <Stack spacing={1}>
        <HtmlFirstGrid rows={rows} columns={columns} label="Invoices this year" height={400}>
          <DataGrid
            aria-label="Invoices this year"
            rows={rows}
            columns={columns}
            slots={{ columnMenu: TotalsColumnMenu }}
            initialState={{ pagination: { paginationModel: { pageSize: 10 } } }}
            pageSizeOptions={[10]}
          />
        </HtmlFirstGrid>
        <Typography variant="body2" role="status">
          {message}
        </Typography>
      </Stack>
    </ShowTotalContext.Provider>
  );
}
