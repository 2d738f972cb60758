import '@fontsource/material-icons';
import GlobalStyles from '@mui/material/GlobalStyles';
import Icon from '@mui/material/Icon';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

// @fontsource ships only the @font-face rule; this is the class that <Icon> adds by default.
const materialIconsClass = (
  <GlobalStyles
    styles={{
      '.material-icons': {
        fontFamily: "'Material Icons'",
        fontWeight: 'normal',
        fontStyle: 'normal',
        lineHeight: 1,
        letterSpacing: 'normal',
        textTransform: 'none',
        whiteSpace: 'nowrap',
        direction: 'ltr',
        fontFeatureSettings: "'liga'",
        WebkitFontSmoothing: 'antialiased',
      },
    }}
  />
);

const rooms = [
  { ligature: 'kitchen', name: 'Kitchen', status: 'Oven off' },
  { ligature: 'weekend', name: 'Living room', status: 'Lights dimmed to 40 %' },
  { ligature: 'bed', name: 'Bedroom', status: 'Heating set to 19 °C' },
];

export default function FontIcons() {
  return (
    <>
      {materialIconsClass}
      <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {rooms.map((room) => (
          <Stack component="li" key={room.name} direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <Icon color="primary">{room.ligature}</Icon>
            <div>
              <Typography variant="subtitle2" component="h3">{room.name}</Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {room.status}
              </Typography>
            </div>
          </Stack>
        ))}
      </Stack>
    </>
  );
}
