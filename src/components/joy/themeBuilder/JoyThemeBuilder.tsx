import { useMemo, useReducer } from 'react';
import Box from '@mui/joy/Box';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';
import { JOY_PALETTES, type JoyPaletteName, type PaletteTokens } from '../../../joy/seedPalette';
import { editedPalettes, initialThemeBuilderState, themeBuilderReducer, type ThemeBuilderState } from '../../../joy/themeBuilderState';
import { themeBuilderCode } from '../../../joy/themeBuilderCode';
import { CodeBlock } from '../../code/CodeBlock';
import { PreviewErrorBoundary } from '../../color/PreviewErrorBoundary';
import { FrameMaterialTheme } from '../FrameMaterialTheme';
import { PaletteField } from './PaletteField';
import { BuilderPreview } from './BuilderPreview';

const heading = { level: 'title-lg', component: 'h3', sx: { mb: 1.5 } } as const;

/**
 * The Joy theme builder: a seed colour per palette generates its 50–900 tokens, Joy components show
 * them live in a theme of their own, and the `extendTheme` code is ready to copy. A value MUI cannot
 * read is reported beside its field and the last valid theme stays applied.
 */
export function JoyThemeBuilder({ initialState }: { initialState?: ThemeBuilderState }) {
  const [state, dispatch] = useReducer(themeBuilderReducer, initialState, (given) => given ?? initialThemeBuilderState());
  // An edit MUI refuses keeps each palette's tokens object, so the preview's theme is rebuilt only when tokens change.
  const { primary, neutral, danger, success, warning } = state;
  const tokens: Record<JoyPaletteName, PaletteTokens> = useMemo(
    () => ({ primary: primary.tokens, neutral: neutral.tokens, danger: danger.tokens, success: success.tokens, warning: warning.tokens }),
    [primary.tokens, neutral.tokens, danger.tokens, success.tokens, warning.tokens],
  );
  const tokensKey = useMemo(() => JSON.stringify(tokens), [tokens]);
  const code = themeBuilderCode(editedPalettes(state));
  return (
    <Sheet variant="outlined" data-testid="joy-theme-builder" sx={{ borderRadius: 'md', p: { xs: 1.5, sm: 2.5 }, display: 'grid', gap: 3, minWidth: 0 }}>
      <Box component="section" aria-label="Palettes" sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' } }}>
        {JOY_PALETTES.map((name) => (
          <PaletteField key={name} name={name} palette={state[name]} dispatch={dispatch} />
        ))}
      </Box>
      <Box component="section" aria-label="Preview" sx={{ minWidth: 0 }}>
        <Typography {...heading}>Preview</Typography>
        <FrameMaterialTheme>
          <PreviewErrorBoundary resetKey={tokensKey}>
            {/* The error boundary's message is the frame's; the preview itself is Joy's again. */}
            <BuilderPreview palettes={tokens} tokensKey={tokensKey} />
          </PreviewErrorBoundary>
        </FrameMaterialTheme>
      </Box>
      <Box component="section" aria-label="Theme code" sx={{ minWidth: 0 }}>
        <Typography {...heading}>Theme code</Typography>
        <FrameMaterialTheme>
          <CodeBlock code={code} language="tsx" maxHeight={420} />
        </FrameMaterialTheme>
      </Box>
    </Sheet>
  );
}
