import { useMemo, useReducer } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { colorToolReducer, initialColorToolState } from '../../color/toolState';
import { themeCode } from '../../color/themeCode';
import { CodeBlock } from '../code/CodeBlock';
import { SlotEditor } from './SlotEditor';
import { DerivedPalette } from './DerivedPalette';
import { ThemedPreview } from './ThemedPreview';
import { PreviewErrorBoundary } from './PreviewErrorBoundary';

/**
 * The colour tool: primary and secondary from the Material palette or typed, the palette MUI derives,
 * a themed preview and the `createTheme` code. A value MUI rejects leaves the last valid palette in place.
 */
export function ColorTool() {
  const [state, dispatch] = useReducer(colorToolReducer, undefined, initialColorToolState);
  const colors = useMemo(() => ({ primary: state.primary.color, secondary: state.secondary.color }), [state.primary.color, state.secondary.color]);
  const heading = { variant: 'h6', component: 'h3', sx: { mb: 1 } } as const;
  return (
    <Box data-testid="color-tool" sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 3, p: { xs: 2, sm: 3 }, border: 1, borderColor: 'divider', borderRadius: 2 }}>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' }, gap: 3 }}>
        <SlotEditor name="primary" slot={state.primary} dispatch={dispatch} />
        <SlotEditor name="secondary" slot={state.secondary} dispatch={dispatch} />
      </Box>
      <Box component="section" aria-label="Derived palette">
        <Typography {...heading}>Derived palette</Typography>
        <DerivedPalette state={state} />
      </Box>
      <Box component="section" aria-label="Preview">
        <Typography {...heading}>Preview</Typography>
        <PreviewErrorBoundary resetKey={JSON.stringify(colors)}>
          <ThemedPreview colors={colors} />
        </PreviewErrorBoundary>
      </Box>
      <Box component="section" aria-label="Theme code">
        <Typography {...heading}>Theme code</Typography>
        <CodeBlock code={themeCode({ primary: state.primary.source, secondary: state.secondary.source })} language="tsx" />
      </Box>
    </Box>
  );
}
