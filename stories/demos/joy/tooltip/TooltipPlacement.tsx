import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';
import Tooltip from '@mui/joy/Tooltip';
import Typography from '@mui/joy/Typography';

export default function TooltipPlacement() {
  return (
    <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', py: 6, px: 2 }}>
      <Tooltip title="Free cancellation until 12 March" placement="top" arrow size="sm" describeChild>
        <Button variant="soft">Top, small</Button>
      </Tooltip>
      <Tooltip title="Breakfast is included in the rate" placement="right" arrow describeChild>
        <Button variant="soft">Right, medium</Button>
      </Tooltip>
      <Tooltip
        title={
          <Stack sx={{ maxWidth: 220, p: 0.5 }}>
            <Typography level="title-sm" textColor="inherit">
              Ribeira Rooms
            </Typography>
            <Typography level="body-sm" textColor="inherit">
              Two nights from €192. Check-in after 14:00.
            </Typography>
          </Stack>
        }
        placement="bottom-start"
        variant="outlined"
        size="lg"
        arrow
        describeChild
      >
        <Button variant="soft">Bottom start, large</Button>
      </Tooltip>
    </Stack>
  );
}
