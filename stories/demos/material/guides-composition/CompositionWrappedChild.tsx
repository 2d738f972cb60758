import type { ComponentProps, Ref } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';

interface DeliveryEstimateProps extends ComponentProps<'span'> {
  days: number;
  ref?: Ref<HTMLSpanElement>;
}

/** Tooltip puts listeners and aria attributes on its child and needs its DOM node: spread them and pass the ref on. */
function DeliveryEstimate({ days, ref, ...other }: DeliveryEstimateProps) {
  return (
    <Box
      component="span"
      ref={ref}
      tabIndex={0}
      {...other}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.5,
        px: 1,
        py: 0.5,
        borderRadius: 1,
        bgcolor: 'action.hover',
        cursor: 'help',
      }}
    >
      <LocalShippingOutlined fontSize="small" aria-hidden />
      {`Arrives in ${days} days`}
    </Box>
  );
}

export default function CompositionWrappedChild() {
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Typography variant="body2">Merino hiking socks, 3 pairs · €24.00</Typography>
      <Tooltip describeChild title="Standard delivery from our Leeds warehouse, Monday to Friday">
        <DeliveryEstimate days={3} />
      </Tooltip>
    </Stack>
  );
}
