import { useState } from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { HtmlFirstGrid } from '../../../../src/components/dataGrid/HtmlFirstGrid';
import { createExpenseClaims, formatUsd, type ExpenseClaim } from '../../../gridData/expenseClaims';
import { CopiedText } from './CopiedText';

const rows = createExpenseClaims(12, 47);

const columns: GridColDef<ExpenseClaim>[] = [
  { field: 'description', headerName: 'Description', flex: 1, minWidth: 200 },
  { field: 'category', headerName: 'Category', width: 120 },
  { field: 'amount', headerName: 'Amount', type: 'number', width: 120, valueFormatter: (value: number) => formatUsd(value) },
];

/** One focused cell copied as it is shown ("$1,234.50") or as its raw value (1234.5). */
export default function CopyRawValues() {
  const [raw, setRaw] = useState(false);
  const [copied, setCopied] = useState<string | null>(null);
  return (
    <Stack spacing={1.5}>
      <FormControlLabel control={<Switch checked={raw} onChange={(event) => setRaw(event.target.checked)} />} label="Copy raw values" />
      <HtmlFirstGrid rows={rows} columns={columns} label="Expense amounts" height={320}>
        <DataGrid
          aria-label="Expense amounts"
          rows={rows}
          columns={columns}
          // A click would otherwise select the row, and Ctrl+C would copy the whole row.
          disableRowSelectionOnClick
          ignoreValueFormatterDuringExport={{ clipboardExport: raw }}
          onClipboardCopy={(text) => setCopied(text)}
          hideFooter
        />
      </HtmlFirstGrid>
      <CopiedText text={copied} />
    </Stack>
  );
}
