import { useState } from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { SvgIconComponent } from '@mui/icons-material';
import Home from '@mui/icons-material/Home';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import HomeRounded from '@mui/icons-material/HomeRounded';
import HomeSharp from '@mui/icons-material/HomeSharp';
import HomeTwoTone from '@mui/icons-material/HomeTwoTone';
import Settings from '@mui/icons-material/Settings';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import SettingsRounded from '@mui/icons-material/SettingsRounded';
import SettingsSharp from '@mui/icons-material/SettingsSharp';
import SettingsTwoTone from '@mui/icons-material/SettingsTwoTone';
import ShoppingCart from '@mui/icons-material/ShoppingCart';
import ShoppingCartOutlined from '@mui/icons-material/ShoppingCartOutlined';
import ShoppingCartRounded from '@mui/icons-material/ShoppingCartRounded';
import ShoppingCartSharp from '@mui/icons-material/ShoppingCartSharp';
import ShoppingCartTwoTone from '@mui/icons-material/ShoppingCartTwoTone';

type Theme = 'Filled' | 'Outlined' | 'Rounded' | 'TwoTone' | 'Sharp';

// One row per icon; each theme is its own module, so import the ones you use.
const icons: { label: string; themes: Record<Theme, SvgIconComponent> }[] = [
  { label: 'Home', themes: { Filled: Home, Outlined: HomeOutlined, Rounded: HomeRounded, TwoTone: HomeTwoTone, Sharp: HomeSharp } },
  { label: 'Cart', themes: { Filled: ShoppingCart, Outlined: ShoppingCartOutlined, Rounded: ShoppingCartRounded, TwoTone: ShoppingCartTwoTone, Sharp: ShoppingCartSharp } },
  { label: 'Settings', themes: { Filled: Settings, Outlined: SettingsOutlined, Rounded: SettingsRounded, TwoTone: SettingsTwoTone, Sharp: SettingsSharp } },
];

export default function MaterialIconThemePicker() {
  const [theme, setTheme] = useState<Theme>('Outlined');

  return (
    <Stack spacing={3}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={theme}
        onChange={(_, next: Theme | null) => next && setTheme(next)}
        aria-label="Icon theme"
        sx={{ flexWrap: 'wrap' }}
      >
        {(['Filled', 'Outlined', 'Rounded', 'TwoTone', 'Sharp'] as const).map((name) => (
          <ToggleButton key={name} value={name}>
            {name === 'TwoTone' ? 'Two tone' : name}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Stack component="ul" direction="row" spacing={4} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {icons.map(({ label, themes }) => {
          const Icon = themes[theme];
          return (
            <Stack component="li" key={label} spacing={0.5} sx={{ alignItems: 'center' }}>
              <Icon fontSize="large" />
              <Typography variant="caption">{label}</Typography>
            </Stack>
          );
        })}
      </Stack>
      <Typography variant="body2" sx={{ color: 'text.secondary', fontFamily: 'monospace' }}>
        {`import HomeIcon from '@mui/icons-material/Home${theme === 'Filled' ? '' : theme}';`}
      </Typography>
    </Stack>
  );
}
