import { useState } from 'react';
import ButtonGroup from '@mui/joy/ButtonGroup';
import IconButton from '@mui/joy/IconButton';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';
import Add from '@mui/icons-material/Add';
import MyLocation from '@mui/icons-material/MyLocation';
import Remove from '@mui/icons-material/Remove';

const MIN_ZOOM = 10;
const MAX_ZOOM = 18;
const START_ZOOM = 13;

export default function ButtonGroupVertical() {
  const [zoom, setZoom] = useState(START_ZOOM);

  return (
    <Sheet
      variant="soft"
      color="primary"
      sx={{ position: 'relative', height: 220, maxWidth: 420, borderRadius: 'md', p: 2 }}
    >
      <Typography level="title-sm">Trailheads near Sintra</Typography>
      <Typography role="status" level="body-sm">
        Zoom level {zoom} of {MAX_ZOOM}
      </Typography>
      <ButtonGroup
        orientation="vertical"
        variant="solid"
        color="neutral"
        aria-label="Map controls"
        sx={{ position: 'absolute', insetInlineEnd: 16, bottom: 16 }}
      >
        <IconButton aria-label="Zoom in" disabled={zoom >= MAX_ZOOM} onClick={() => setZoom(zoom + 1)}>
          <Add />
        </IconButton>
        <IconButton aria-label="Zoom out" disabled={zoom <= MIN_ZOOM} onClick={() => setZoom(zoom - 1)}>
          <Remove />
        </IconButton>
        <IconButton aria-label="Back to the starting view" onClick={() => setZoom(START_ZOOM)}>
          <MyLocation />
        </IconButton>
      </ButtonGroup>
    </Sheet>
  );
}
