import { useMemo, type ReactNode } from 'react';
import { THEME_ID as MATERIAL_THEME_ID } from '@mui/material/styles';
import { ThemeProvider as SystemThemeProvider } from '@mui/system';
import { createBrandTheme } from '../../theme/brandTheme';
import { useSettings } from '../settings/SettingsContext';

/**
 * Inside `JoyProvider` Material components read Joy's theme (so the icons of Joy demos take Joy's sizes).
 * A Joy tool that shows a piece of the docs frame built with Material UI (the code block and its copy
 * button) puts it back on the frame's brand theme with this; the brand theme's CSS variables are
 * already on the page, so nothing new is written.
 */
export function FrameMaterialTheme({ children }: { children: ReactNode }) {
  const { settings } = useSettings();
  const theme = useMemo(() => createBrandTheme({ direction: settings.direction, dense: settings.dense }), [settings.direction, settings.dense]);
  return (
    <SystemThemeProvider themeId={MATERIAL_THEME_ID} theme={theme}>
      {children}
    </SystemThemeProvider>
  );
}
