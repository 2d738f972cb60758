import Stack from '@mui/material/Stack';
import SvgIcon, { type SvgIconProps } from '@mui/material/SvgIcon';
import Typography from '@mui/material/Typography';

// Three trail markers drawn on the default 24 × 24 grid.
function SummitIcon(props: SvgIconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M2 20 9 7l3.5 6.5L15 10l7 10z" />
    </SvgIcon>
  );
}

function LakeIcon(props: SvgIconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M2 9c2 0 2-2 4-2s2 2 4 2 2-2 4-2 2 2 4 2 2-2 4-2v3c-2 0-2 2-4 2s-2-2-4-2-2 2-4 2-2-2-4-2-2 2-4 2z" />
      <path d="M2 16c2 0 2-2 4-2s2 2 4 2 2-2 4-2 2 2 4 2 2-2 4-2v3c-2 0-2 2-4 2s-2-2-4-2-2 2-4 2-2-2-4-2-2 2-4 2z" opacity=".5" />
    </SvgIcon>
  );
}

// A wide shape: its own viewBox, and twice the usual width so it isn't squeezed.
function RidgeIcon(props: SvgIconProps) {
  return (
    <SvgIcon viewBox="0 0 48 24" sx={{ width: '2em' }} {...props}>
      <path d="M0 20 10 6l6 8 8-11 10 12 4-4 10 9z" />
    </SvgIcon>
  );
}

const markers = [
  { label: 'Summit', Icon: SummitIcon, color: 'primary' },
  { label: 'Lake', Icon: LakeIcon, color: 'info' },
  { label: 'Ridge walk', Icon: RidgeIcon, color: 'success' },
] as const;

export default function CustomSvgIcons() {
  return (
    <Stack direction="row" spacing={4} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'flex-end' }}>
      {markers.map(({ label, Icon, color }) => (
        <Stack key={label} spacing={1} sx={{ alignItems: 'center' }}>
          <Icon color={color} fontSize="large" />
          <Typography variant="body2">{label}</Typography>
        </Stack>
      ))}
    </Stack>
  );
}
