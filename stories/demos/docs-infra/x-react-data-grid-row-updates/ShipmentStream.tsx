import { useEffect, useRef, useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, useGridApiRef } from '@mui/x-data-grid';
import { HtmlFirstGrid } from '../../../../src/components/dataGrid/HtmlFirstGrid';
import { createShipments, statusFor, type Shipment } from '../../../gridData/shipments';
import { shipmentColumns as columns } from './shipmentColumns';

const rows = createShipments(8, 59);
/** How often a tracking update arrives while the stream runs. */
const TICK_MS = 400;

/**
 * A live tracking board: while it runs, one parcel a tick moves 10 km closer, through
 * `apiRef.current.updateRows` (one row a call, as the MIT grid allows). It starts paused; Reset puts the
 * first rows back with `apiRef.current.setRows`.
 */
export default function ShipmentStream() {
  const apiRef = useGridApiRef();
  const [running, setRunning] = useState(false);
  const [updates, setUpdates] = useState(0);
  const nextIndex = useRef(0);

  useEffect(() => {
    if (!running) return undefined;
    const timer = setInterval(() => {
      const api = apiRef.current;
      if (!api) return;
      const id = rows[nextIndex.current % rows.length]!.id;
      nextIndex.current += 1;
      const parcel = api.getRow<Shipment>(id);
      if (!parcel || parcel.distanceLeft === 0) return;
      const distanceLeft = Math.max(0, parcel.distanceLeft - 10);
      api.updateRows([{ id, distanceLeft, status: statusFor(distanceLeft) }]);
      setUpdates((count) => count + 1);
    }, TICK_MS);
    return () => clearInterval(timer);
  }, [running, apiRef]);

  const reset = () => {
    setRunning(false);
    setUpdates(0);
    nextIndex.current = 0;
    apiRef.current?.setRows(rows);
  };

  return (
    <Stack spacing={1.5}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Button variant="contained" onClick={() => setRunning((value) => !value)}>
          {running ? 'Pause tracking updates' : 'Start tracking updates'}
        </Button>
        <Button variant="outlined" onClick={reset}>
          Reset the board
        </Button>
        <Typography variant="body2" role="status">
          {running ? 'Live' : 'Paused'}: {updates} {updates === 1 ? 'update' : 'updates'} received
        </Typography>
      </Stack>
      <HtmlFirstGrid rows={rows} columns={columns} label="Live parcel tracking" height={380}>
        <DataGrid aria-label="Live parcel tracking" apiRef={apiRef} rows={rows} columns={columns} hideFooter />
      </HtmlFirstGrid>
    </Stack>
  );
}
