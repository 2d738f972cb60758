import { useId, useState } from 'react';
import Stack from '@mui/material/Stack';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { HtmlFirstGrid } from '../../../../src/components/dataGrid/HtmlFirstGrid';
import { createEmployees, type Employee } from '../../../gridData/employees';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

const rows = createEmployees(20, 5);

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
  { field: 'email', headerName: 'Email', flex: 1, minWidth: 220 },
  { field: 'office', headerName: 'Office', width: 110 },
];

/** What the last Ctrl+C / ⌘+C put on the clipboard, as the clipboard demos show it under their grid. */
function CopiedText({ text }: { text: string | null }) {
  const labelId = useId();
  return (
    <Box>
      <Typography variant="body2" component="p" id={labelId}>
        {text === null ? 'Nothing copied yet.' : 'Copied to the clipboard:'}
      </Typography>
      {text !== null && (
        <Box
          component="pre"
          aria-labelledby={labelId}
          tabIndex={0}
          data-testid="copied-text"
          sx={{ m: 0, mt: 0.5, p: 1, borderRadius: 1, bgcolor: 'action.hover', fontSize: 13, overflowX: 'auto', tabSize: 16 }}
        >
          {text}
        </Box>
      )}
    </Box>
  );
}

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
