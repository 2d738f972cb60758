import { useEffect, useMemo, type ReactNode } from 'react';
import { CacheProvider, type EmotionCache } from '@emotion/react';
import { ThemeProvider, useColorScheme } from '@mui/material/styles';
import CssBaseline from '@mui/material/CssBaseline';
import { createBrandTheme } from '../../theme/brandTheme';
import { createDocsEmotionCache } from '../../theme/emotionCache';
import { applyModeToDocument } from '../../theme/documentMode';
import { useSettings } from './SettingsContext';

const caches: Partial<Record<'ltr' | 'rtl', EmotionCache>> = {};
const cacheFor = (direction: 'ltr' | 'rtl') => (caches[direction] ??= createDocsEmotionCache(direction));

/** Keeps MUI's colour scheme and the document (body class, theme-color, dir) in step with the settings. */
function ModeSync() {
  const { settings } = useSettings();
  const { setMode, colorScheme } = useColorScheme();
  useEffect(() => {
    setMode(settings.mode);
  }, [settings.mode, setMode]);
  useEffect(() => {
    if (colorScheme) applyModeToDocument(document, colorScheme, settings.direction);
  }, [colorScheme, settings.direction]);
  return null;
}

/**
 * The brand theme, in the reader's mode, direction and density. `cache` is given on the server
 * (the one critical CSS is extracted from); the client picks one per direction.
 */
export function DocsThemeProvider({ children, cache }: { children: ReactNode; cache?: EmotionCache }) {
  const { settings } = useSettings();
  const theme = useMemo(
    () => createBrandTheme({ direction: settings.direction, dense: settings.dense }),
    [settings.direction, settings.dense],
  );
  return (
    <CacheProvider value={cache ?? cacheFor(settings.direction)}>
      <ThemeProvider theme={theme} storageManager={null} defaultMode={settings.mode} disableTransitionOnChange>
        <CssBaseline enableColorScheme />
        <ModeSync />
        {children}
      </ThemeProvider>
    </CacheProvider>
  );
}
