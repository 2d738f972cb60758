import { useEffect, useMemo, type ReactNode } from 'react';
import { CacheProvider, type EmotionCache } from '@emotion/react';
import { ThemeProvider, useColorScheme } from '@mui/material/styles';
import CssBaseline from '@mui/material/CssBaseline';
import { createBrandTheme } from '../../theme/brandTheme';
import { createDocsEmotionCache } from '../../theme/emotionCache';
import { applyModeToDocument } from '../../theme/documentMode';
import { useInstantModeSwitch } from '../../theme/instantModeSwitch';
import { useSettings } from './SettingsContext';

const caches: Partial<Record<'ltr' | 'rtl', EmotionCache>> = {};
const cacheFor = (direction: 'ltr' | 'rtl') => (caches[direction] ??= createDocsEmotionCache(direction));

/** Keeps MUI's colour scheme and the document (body class, theme-color, dir) in step with the settings. */
function ModeSync() {
  const { settings } = useSettings();
  const { setMode, colorScheme } = useColorScheme();
  useInstantModeSwitch(colorScheme);
  useEffect(() => {
    setMode(settings.mode);
  }, [settings.mode, setMode]);
  useEffect(() => {
    if (colorScheme) applyModeToDocument(document, colorScheme, settings.direction);
  }, [colorScheme, settings.direction]);
  return null;
}

export interface DocsThemeProviderProps {
  children: ReactNode;
  /** Given by the site (one cache for both directions); otherwise one per direction. */
  cache?: EmotionCache;
  /** The theme's CSS variables and baseline; islands leave them to the page's stylesheet. */
  globalStyles?: boolean;
}

// MUI types this prop only where the theme's CSS variables are declared by module augmentation.
const cssVarsProps = (globalStyles: boolean) => ({ disableStyleSheetGeneration: !globalStyles }) as object;

/** The brand theme, in the reader's mode, direction and density. */
export function DocsThemeProvider({ children, cache, globalStyles = true }: DocsThemeProviderProps) {
  const { settings } = useSettings();
  const theme = useMemo(
    () => createBrandTheme({ direction: settings.direction, dense: settings.dense }),
    [settings.direction, settings.dense],
  );
  return (
    <CacheProvider value={cache ?? cacheFor(settings.direction)}>
      <ThemeProvider theme={theme} storageManager={null} defaultMode={settings.mode} {...cssVarsProps(globalStyles)}>
        {globalStyles && <CssBaseline enableColorScheme />}
        <ModeSync />
        {children}
      </ThemeProvider>
    </CacheProvider>
  );
}
