import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useColorScheme } from '@mui/material/styles';
import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlined from '@mui/icons-material/LightModeOutlined';
import { useSettings } from '../../../src/components/settings/SettingsContext';

/**
 * Flips the site's colour-mode setting (the same one the docs' settings drawer changes). Both icons
 * are in the HTML and CSS shows the current one, so the pre-rendered page paints right in either mode.
 */
export default function ModeToggle() {
  const { dispatch } = useSettings();
  const { colorScheme } = useColorScheme();
  const toggle = () => {
    const dark = colorScheme ? colorScheme === 'dark' : document.documentElement.classList.contains('dark');
    dispatch({ type: 'SET_MODE', mode: dark ? 'light' : 'dark' });
  };
  return (
    <Tooltip title="Light or dark mode">
      <IconButton onClick={toggle} aria-label="Switch between light and dark mode" size="small" data-mode-toggle="">
        <DarkModeOutlined
          fontSize="small"
          sx={(theme) => ({
            ...theme.applyStyles('dark', { display: 'none' }),
          })}
        />
        <LightModeOutlined
          fontSize="small"
          sx={(theme) => ({
            display: 'none',
            ...theme.applyStyles('dark', { display: 'inline-block' }),
          })}
        />
      </IconButton>
    </Tooltip>
  );
}
