import Box from '@mui/joy/Box';
import IconButton from '@mui/joy/IconButton';
import Link from '@mui/joy/Link';
import Sheet from '@mui/joy/Sheet';
import Tooltip from '@mui/joy/Tooltip';
import Typography from '@mui/joy/Typography';
import { useColorScheme } from '@mui/joy/styles';
import ArrowBack from '@mui/icons-material/ArrowBack';
import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlined from '@mui/icons-material/LightModeOutlined';
import { TEMPLATES_PAGE_PATHS } from '../../../../src/config/templateThumbnails';

/**
 * The strip above every Joy UI template: the way back to Joy UI's Templates page and a colour-mode
 * toggle. The toggle is Joy's own `useColorScheme().setMode`; on this site Joy's mode is the site's
 * setting, so it changes the docs' mode too. Both icons are in the HTML and CSS shows the current
 * one, so the pre-rendered page paints right in either mode.
 */
export default function JoyTemplateBar({ name }: { name: string }) {
  const { mode, systemMode, setMode } = useColorScheme();
  const toggle = () => {
    const resolved = mode === 'system' ? systemMode : mode;
    const dark = resolved ? resolved === 'dark' : document.documentElement.classList.contains('dark');
    setMode(dark ? 'light' : 'dark');
  };
  return (
    <Sheet
      component="nav"
      aria-label="Template"
      sx={{ display: 'flex', alignItems: 'center', gap: 1, px: { xs: 1.5, sm: 3 }, py: 0.75, borderBottom: '1px solid', borderColor: 'divider' }}
    >
      <Link href={TEMPLATES_PAGE_PATHS['joy-ui']} level="body-sm" fontWeight="md" startDecorator={<ArrowBack />}>
        All templates
      </Link>
      <Typography level="body-sm" sx={{ display: { xs: 'none', sm: 'inline' } }}>
        / {name}
      </Typography>
      <Box sx={{ flexGrow: 1 }} />
      <Tooltip title="Light or dark mode">
        <IconButton size="sm" variant="outlined" onClick={toggle} aria-label="Switch between light and dark mode" data-mode-toggle="">
          {/* The theme's colorSchemeSelector is 'class': its dark scheme applies under `.dark`. */}
          <DarkModeOutlined sx={{ '.dark &': { display: 'none' } }} />
          <LightModeOutlined sx={{ display: 'none', '.dark &': { display: 'inline-block' } }} />
        </IconButton>
      </Tooltip>
    </Sheet>
  );
}
