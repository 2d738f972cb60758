import { useEffect, useMemo, type ReactNode } from 'react';
import { CssVarsProvider, extendTheme, styled, THEME_ID, useColorScheme } from '@mui/joy/styles';
import { THEME_ID as MATERIAL_THEME_ID } from '@mui/material/styles';
import { ThemeProvider as SystemThemeProvider } from '@mui/system';
import { useSettings } from '../settings/SettingsContext';
import { siteModeStorage, type JoyStorageManager } from './siteModeStorage';

/**
 * Joy UI's own default theme, with its dark colour scheme keyed on the same `.dark` class the
 * site's head script and settings put on `<html>`: Joy's variables are `:root, .light {…}` and
 * `.dark {…}`, so a pre-rendered Joy demo is in the reader's mode at first paint (no script of
 * Joy's own) and switches with the site's setting in the same frame as the docs around it.
 */
export const joyTheme = extendTheme({ colorSchemeSelector: 'class' });

/** What Joy's CssBaseline gives a Joy app's body (font and text colour), scoped to the demo. */
const JoyRoot = styled('div')(({ theme }) => ({
  ...theme.typography['body-md'],
  color: theme.vars.palette.text.primary,
  WebkitFontSmoothing: 'antialiased',
  MozOsxFontSmoothing: 'grayscale',
}));

// Joy 5.0.0-beta.49's typings leave out the `storageManager` prop its runtime (@mui/system 6.5) reads.
const joyStorageProps = (storageManager: JoyStorageManager) => ({ storageManager }) as object;

/** Keeps Joy's own mode (what `useColorScheme()` tells a demo) on the site's setting. */
function JoyModeSync({ mode }: { mode: string }) {
  const { setMode } = useColorScheme();
  useEffect(() => {
    setMode(mode === 'dark' || mode === 'light' ? mode : 'system');
  }, [mode, setMode]);
  return null;
}

/**
 * Joy demos render inside Joy's CssVarsProvider under Joy's theme id, so the Material theme of the
 * docs frame and Joy's theme never read each other's values. The site owns the mode: Joy writes no
 * class or attribute on the document (`colorSchemeNode={null}`) and keeps nothing in localStorage
 * (its mode storage is the site's settings; a demo that calls `setMode` changes the site's setting).
 */
export function JoyProvider({ children }: { children: ReactNode }) {
  const { settings, dispatch } = useSettings();
  const storageManager = useMemo(
    () => siteModeStorage(settings.mode, (next) => dispatch({ type: 'SET_MODE', mode: next })),
    [settings.mode, dispatch],
  );
  return (
    <CssVarsProvider
      theme={{ [THEME_ID]: joyTheme }}
      defaultMode={settings.mode}
      {...joyStorageProps(storageManager)}
      colorSchemeNode={null}
      disableNestedContext
    >
      <JoyModeSync mode={settings.mode} />
      {/* Material's SvgIcon (@mui/icons-material, the icons of Joy's own demos) reads Joy's theme here, as
          in an app with Joy alone: it takes Joy's icon rules (--Icon-fontSize, --Icon-color), not the frame's. */}
      <SystemThemeProvider themeId={MATERIAL_THEME_ID} theme={joyTheme}>
        <JoyRoot data-joy-root="">{children}</JoyRoot>
      </SystemThemeProvider>
    </CssVarsProvider>
  );
}
