import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tooltip, { type TooltipProps } from '@mui/material/Tooltip';

interface Option {
  placement: TooltipProps['placement'];
  label: string;
  title: string;
}

const rows: Option[][] = [
  [
    { placement: 'top-start', label: 'Top start', title: 'Above, lined up with the start edge' },
    { placement: 'top', label: 'Top', title: 'Above, centred' },
    { placement: 'top-end', label: 'Top end', title: 'Above, lined up with the end edge' },
  ],
  [
    { placement: 'bottom-start', label: 'Bottom start', title: 'Below, lined up with the start edge' },
    { placement: 'bottom', label: 'Bottom', title: 'Below, centred' },
    { placement: 'bottom-end', label: 'Bottom end', title: 'Below, lined up with the end edge' },
  ],
];

export default function TooltipPlacements() {
  return (
    <Stack spacing={2} sx={{ alignItems: 'center', py: 6 }}>
      {rows.map((row) => (
        <Stack key={row[0].label} direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {row.map(({ placement, label, title }) => (
            <Tooltip
              key={label}
              title={title}
              placement={placement}
              arrow
              describeChild
            >
              <Button variant="outlined">{label}</Button>
            </Tooltip>
          ))}
        </Stack>
      ))}
    </Stack>
  );
}
