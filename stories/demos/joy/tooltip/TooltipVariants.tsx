import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';
import Tooltip from '@mui/joy/Tooltip';
import type { TooltipProps } from '@mui/joy/Tooltip';

const tips: { variant: NonNullable<TooltipProps['variant']>; color: NonNullable<TooltipProps['color']>; label: string; tip: string }[] = [
  { variant: 'solid', color: 'neutral', label: 'Save draft', tip: 'Only you can see drafts' },
  { variant: 'soft', color: 'primary', label: 'Send', tip: 'Emails the invoice to the client' },
  { variant: 'outlined', color: 'success', label: 'Mark paid', tip: 'Records the payment today' },
  { variant: 'plain', color: 'danger', label: 'Void', tip: 'Cancels the invoice number' },
];

export default function TooltipVariants() {
  return (
    <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {tips.map((item) => (
        // describeChild: the button keeps its own name and the tooltip becomes its description.
        <Tooltip key={item.label} title={item.tip} variant={item.variant} color={item.color} describeChild>
          <Button variant="outlined" color={item.color}>
            {item.label}
          </Button>
        </Tooltip>
      ))}
    </Stack>
  );
}
