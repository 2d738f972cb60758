import { useState } from 'react';
import Stack from '@mui/material/Stack';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { HtmlFirstGrid } from '../../../../src/components/dataGrid/HtmlFirstGrid';
import { createEmployees, type Employee } from '../../../gridData/employees';
import { CopiedText } from './CopiedText';

const rows = createEmployees(20, 5);

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
  { field: 'email', headerName: 'Email', flex: 1, minWidth: 220 },
  { field: 'office', headerName: 'Office', width: 110 },
];

/** A contact list: tick people, press Ctrl+C (⌘+C on a Mac) and paste them into a spreadsheet or an email. */
export default function CopySelectedRows() {
  const [copied, setCopied] = useState<string | null>(null);
  return (
    <Stack spacing={1.5}>
      <HtmlFirstGrid rows={rows} columns={columns} label="Contacts" height={340}>
        <DataGrid
          aria-label="Contacts"
          rows={rows}
          columns={columns}
          checkboxSelection
          onClipboardCopy={(text) => setCopied(text)}
          hideFooter
        />
      </HtmlFirstGrid>
      <CopiedText text={copied} />
    </Stack>
  );
}
