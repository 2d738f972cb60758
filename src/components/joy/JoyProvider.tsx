import type { ReactNode } from 'react';
import { CssVarsProvider, extendTheme, THEME_ID } from '@mui/joy/styles';

/**
 * Joy UI's own default theme, with its dark colour scheme keyed on the same `.dark` class the
 * site's head script and settings put on `<html>`: Joy demos are dark at first paint and switch
 * with the site's setting, without Joy keeping a mode of its own.
 */
export const joyTheme = extendTheme({ colorSchemeSelector: 'class' });

/**
 * Joy demos render inside Joy's CssVarsProvider under Joy's theme id, so the Material theme of
 * the docs frame and Joy's theme never read each other's values.
 */
export function JoyProvider({ children }: { children: ReactNode }) {
  return (
    // No storage and no node of its own: the site owns the mode (class on <html>), Joy only follows it.
    <CssVarsProvider theme={{ [THEME_ID]: joyTheme }} colorSchemeNode={null} storageWindow={null} disableNestedContext>
      {children}
    </CssVarsProvider>
  );
}
