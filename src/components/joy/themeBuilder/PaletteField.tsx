import { useId, type Dispatch } from 'react';
import { decomposeColor, getContrastRatio } from '@mui/material/styles';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Typography from '@mui/joy/Typography';
import { TOKENS, type JoyPaletteName } from '../../../joy/seedPalette';
import type { PaletteState, ThemeBuilderAction } from '../../../joy/themeBuilderState';

const TITLE: Record<JoyPaletteName, string> = { primary: 'Primary', neutral: 'Neutral', danger: 'Danger', success: 'Success', warning: 'Warning' };

/** The tokens applied, lightest to darkest, each with its name and value. */
function TokenStrip({ name, palette }: { name: JoyPaletteName; palette: PaletteState }) {
  return (
    <Box component="ul" aria-label={`${TITLE[name]} tokens`} data-testid={`${name}-tokens`} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gridTemplateColumns: 'repeat(10, minmax(0, 1fr))', borderRadius: 'sm', overflow: 'hidden', border: '1px solid', borderColor: 'divider' }}>
      {TOKENS.map((token) => (
        <Box component="li" key={token} title={`${name} ${token}: ${palette.tokens[token]}`} data-token={token} data-value={palette.tokens[token]} sx={{ position: 'relative', height: 28, bgcolor: palette.tokens[token] }}>
          <Box component="span" sx={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' }}>
            {token}: {palette.tokens[token]}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

/**
 * White on the seed (what solid components show), as a ratio; null for `color()` values, whose channels
 * MUI's `getContrastRatio` does not read as sRGB.
 */
function whiteContrast(seed: string): number | null {
  return decomposeColor(seed).type === 'color' ? null : getContrastRatio('#fff', seed);
}

function appliedText(seed: string): string {
  const ratio = whiteContrast(seed);
  if (ratio === null) return `Scale generated from ${seed}.`;
  const shown = `${Math.floor(ratio * 10) / 10}:1`;
  return ratio >= 4.5 ? `Scale generated from ${seed}. White text on it: ${shown}.` : `Scale generated from ${seed}. White text on it: ${shown}, below the 4.5:1 WCAG AA asks for text.`;
}

/**
 * One palette: a seed colour typed in the field (any value MUI's colour functions read). It applies on
 * every change that MUI accepts; otherwise MUI's message shows under the field and the palette keeps its
 * last valid tokens.
 */
export function PaletteField({ name, palette, dispatch }: { name: JoyPaletteName; palette: PaletteState; dispatch: Dispatch<ThemeBuilderAction> }) {
  const id = useId();
  const invalid = palette.problem !== null;
  return (
    <Box component="section" aria-labelledby={`${id}-title`} data-palette={name} sx={{ display: 'grid', gap: 1, minWidth: 0, alignContent: 'start' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Typography id={`${id}-title`} level="title-md" component="h3">
          {TITLE[name]}
        </Typography>
        {palette.seed !== null && (
          <Button size="sm" variant="plain" color="neutral" onClick={() => dispatch({ type: 'reset', palette: name })} aria-label={`Reset ${TITLE[name].toLowerCase()} to Joy's default`}>
            Reset
          </Button>
        )}
      </Box>
      <FormControl error={invalid}>
        <FormLabel>{TITLE[name]} 500 (seed colour)</FormLabel>
        <Input
          value={palette.text}
          error={invalid}
          onChange={(event) => dispatch({ type: 'edit', palette: name, text: event.target.value })}
          startDecorator={<Box aria-hidden sx={{ width: 18, height: 18, borderRadius: '4px', border: '1px solid', borderColor: 'neutral.outlinedBorder', bgcolor: palette.tokens['500'] }} />}
          slotProps={{ input: { spellCheck: false, autoComplete: 'off', 'aria-invalid': invalid } }}
        />
        <FormHelperText data-testid={`${name}-message`} sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', alignItems: 'flex-start', ...(invalid && { color: 'danger.plainColor' }) }}>
          {invalid
            ? `Not applied: ${palette.problem} The palette keeps ${palette.seed ?? "Joy's default"}.`
            : palette.seed === null
              ? "Joy's default scale. Type #nnn, #nnnnnn, rgb(), hsl() or color() to generate a new one."
              : appliedText(palette.seed)}
        </FormHelperText>
      </FormControl>
      <TokenStrip name={name} palette={palette} />
    </Box>
  );
}
