import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlined from '@mui/icons-material/LightModeOutlined';
import Card from '@mui/joy/Card';
import Chip from '@mui/joy/Chip';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { useColorScheme } from '@mui/joy/styles';

/**
 * What `useColorScheme()` reports. Its values are `undefined` during the server render and the
 * first render in the browser, so the pre-rendered HTML and the hydrated demo agree; they arrive
 * right after. On this site, Joy's mode is the site's colour-mode setting.
 */
export default function DarkModeCurrentMode() {
  const { mode, systemMode, colorScheme } = useColorScheme();
  const rows = [
    { name: 'mode', value: mode, help: 'what was chosen: light, dark or system' },
    { name: 'systemMode', value: systemMode, help: 'the device preference, read only when mode is system' },
    { name: 'colorScheme', value: colorScheme, help: 'the scheme whose CSS variables apply' },
  ];
  return (
    <Card variant="outlined" sx={{ maxWidth: 460 }}>
      <Typography
        level="title-md"
        component="h3"
        startDecorator={colorScheme === 'dark' ? <DarkModeOutlined /> : <LightModeOutlined />}
      >
        useColorScheme()
      </Typography>
      <Stack component="dl" spacing={1} sx={{ m: 0 }}>
        {rows.map((row) => (
          <Stack key={row.name} direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
            <Typography component="dt" level="body-sm" sx={{ fontFamily: 'code', width: '7rem', flexShrink: 0 }}>
              {row.name}
            </Typography>
            <Stack component="dd" sx={{ m: 0 }} spacing={0.25}>
              <Chip size="sm" variant="soft" color={row.value ? 'primary' : 'neutral'} data-testid={`value-${row.name}`}>
                {row.value ?? 'not known yet'}
              </Chip>
              <Typography level="body-xs">{row.help}</Typography>
            </Stack>
          </Stack>
        ))}
      </Stack>
    </Card>
  );
}
