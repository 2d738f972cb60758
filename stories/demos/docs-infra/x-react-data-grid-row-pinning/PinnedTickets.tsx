import { useMemo, useState } from 'react';
import PushPinIcon from '@mui/icons-material/PushPin';
import PushPinOutlinedIcon from '@mui/icons-material/PushPinOutlined';
import { DataGridPro, GridActionsCellItem, type GridColDef, type GridPinnedRowsProp, type GridRowId } from '@mui/x-data-grid-pro';
import { HtmlFirstGrid } from '../../../../src/components/dataGrid/HtmlFirstGrid';
import { createTickets, type Ticket } from '../../../gridData/tickets';

const tickets = createTickets(30, 17);

const baseColumns: GridColDef<Ticket>[] = [
  { field: 'id', headerName: 'Ticket', width: 80 },
  { field: 'subject', headerName: 'Subject', flex: 1, minWidth: 240 },
  { field: 'customer', headerName: 'Customer', width: 160 },
  { field: 'priority', headerName: 'Priority', width: 100 },
];

/** A support queue: the pin button of a ticket moves it above the others, where it stays while the rest scroll. */
export default function PinnedTickets() {
  const [pinnedIds, setPinnedIds] = useState<GridRowId[]>([]);
  // A pinned ticket leaves `rows` and joins `pinnedRows.top`, in the order it was pinned.
  const { rows, pinnedRows } = useMemo(() => {
    const top = pinnedIds.map((id) => tickets.find((ticket) => ticket.id === id)!);
    const pinned: GridPinnedRowsProp<Ticket> = { top };
    return { rows: tickets.filter((ticket) => !pinnedIds.includes(ticket.id)), pinnedRows: pinned };
  }, [pinnedIds]);

  const columns = useMemo<GridColDef<Ticket>[]>(
    () => [
      {
        field: 'actions',
        type: 'actions',
        headerName: 'Pin',
        width: 60,
        getActions: ({ id }) => {
          const pinned = pinnedIds.includes(id);
          return [
            <GridActionsCellItem
              key="pin"
              icon={pinned ? <PushPinIcon /> : <PushPinOutlinedIcon />}
              label={pinned ? `Unpin ticket ${id}` : `Pin ticket ${id}`}
              onClick={() => setPinnedIds((current) => (pinned ? current.filter((other) => other !== id) : [...current, id]))}
            />,
          ];
        },
      },
      ...baseColumns,
    ],
    [pinnedIds],
  );

  return (
    <HtmlFirstGrid rows={tickets} columns={baseColumns} label="Support tickets" height={400}>
      <DataGridPro aria-label="Support tickets" rows={rows} columns={columns} pinnedRows={pinnedRows} hideFooter />
    </HtmlFirstGrid>
  );
}
