import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/system';
import { SX_PRESETS, type SxPlaygroundTarget } from '../../../system/sxPresets';
import { editSx, initialSxPlayground } from '../../../system/sxPlaygroundState';
import { SX_CSS_SELECTOR } from '../../../system/sxCss';
import { CodeBlock } from '../../code/CodeBlock';
import { SxEditor } from './SxEditor';
import { SxPreview } from './SxPreview';
import { SxPresetButtons } from './SxPresetButtons';
import { PreviewErrorBoundary } from '../../color/PreviewErrorBoundary';

export interface SxPlaygroundProps {
  /** What the sx styles: MUI System's Box, or a custom component made with `styled`. */
  target?: SxPlaygroundTarget;
}

/**
 * The sx playground: an sx object typed as in code, a live preview styled with it and the CSS MUI
 * generates from it with the page's theme. Text that cannot be applied is explained beside the
 * editor and the last valid sx stays on the preview.
 */
export function SxPlayground({ target = 'box' }: SxPlaygroundProps) {
  const id = useId();
  const theme = useTheme();
  const presets = SX_PRESETS[target];
  const [state, setState] = useState(() => initialSxPlayground(presets[0]!.text, theme));
  const edit = (text: string) => setState((previous) => editSx(previous, text, theme));
  const heading = { variant: 'subtitle1', component: 'h3', sx: { fontWeight: 600, mb: 1 } } as const;
  const custom = target === 'customComponent';
  return (
    <Box data-testid="sx-playground" sx={{ display: 'grid', gap: 2, p: { xs: 2, sm: 3 }, border: 1, borderColor: 'divider', borderRadius: 2, minWidth: 0 }}>
      <SxPresetButtons presets={presets} current={state.text} onLoad={edit} labelId={`${id}-examples`} />
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' }, gap: 3 }}>
        <SxEditor id={`${id}-sx`} text={state.text} current={state.current} onChange={edit} />
        <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2, alignContent: 'start', minWidth: 0 }}>
          <Box component="section" aria-labelledby={`${id}-preview`}>
            <Typography id={`${id}-preview`} {...heading}>
              {custom ? 'Preview: TripCard with this sx' : 'Preview: Box with this sx'}
            </Typography>
            <Box sx={{ p: 2, bgcolor: 'action.hover', borderRadius: 1, overflow: 'auto' }}>
              <PreviewErrorBoundary resetKey={state.applied.text} subject="sx" hint="Edit the sx or load an example to go on.">
                <SxPreview target={target} sx={state.applied.sx} />
              </PreviewErrorBoundary>
            </Box>
          </Box>
          <Box component="section" aria-labelledby={`${id}-css`}>
            <Typography id={`${id}-css`} {...heading}>
              Generated CSS
            </Typography>
            <Typography variant="body2" component="p" sx={{ color: 'text.secondary', mb: 1 }}>
              {`Emotion's class is a hash; ${SX_CSS_SELECTOR} stands for it.`}
              {custom ? " TripCard's own styles come first, so these rules win." : ''}
            </Typography>
            <CodeBlock code={state.applied.css || '/* This sx gives no CSS. */'} language="css" maxHeight={320} />
          </Box>
        </Box>
      </Box>
    </Box>
  );
}
