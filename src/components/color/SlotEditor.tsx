import { useId, useState, type Dispatch } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { HUES, SHADES, hueLabel, shadeColor, type Hue, type Shade } from '../../color/materialColors';
import type { SlotName } from '../../color/deriveColor';
import type { ColorToolAction, SlotState } from '../../color/toolState';
import { SwatchGroup } from './SwatchGroup';
import { ColorProblemNote } from './ColorProblemNote';

const SLOT_TITLE: Record<SlotName, string> = { primary: 'Primary', secondary: 'Secondary' };

const hueOptions = HUES.map((hue) => ({ value: hue, label: hueLabel(hue), color: shadeColor(hue, '500') }));

/** What the palette shows, in words: "blue 700" or the typed value. */
function keptLabel(slot: SlotState): string {
  return slot.source.kind === 'pick' ? `${hueLabel(slot.source.hue).toLowerCase()} ${slot.source.shade}` : slot.color.main;
}

/** One palette colour: a hue and a shade of the Material palette, or a typed value applied with the button. */
export function SlotEditor({ name, slot, dispatch }: { name: SlotName; slot: SlotState; dispatch: Dispatch<ColorToolAction> }) {
  const id = useId();
  const problemId = `${id}-problem`;
  const picked = slot.source.kind === 'pick' ? slot.source : null;
  // The swatches remember the last pick, so choosing a hue keeps the shade and the other way round.
  const [hue, setHue] = useState<Hue>(picked?.hue ?? 'blue');
  const [shade, setShade] = useState<Shade>(picked?.shade ?? '500');
  const pick = (nextHue: Hue, nextShade: Shade) => {
    setHue(nextHue);
    setShade(nextShade);
    dispatch({ type: 'pick', slot: name, hue: nextHue, shade: nextShade });
  };
  const shadeOptions = SHADES.map((s) => ({ value: s, label: `${hueLabel(hue)} ${s}`, color: shadeColor(hue, s) }));
  const hasProblem = slot.problem !== null;
  return (
    <Box component="section" aria-labelledby={`${id}-title`} sx={{ display: 'grid', gap: 1.5, minWidth: 0, alignContent: 'start' }}>
      <Typography id={`${id}-title`} variant="h6" component="h3">
        {SLOT_TITLE[name]}
      </Typography>
      <SwatchGroup legend={`${SLOT_TITLE[name]} hue`} name={`${id}-hue`} options={hueOptions} value={picked ? picked.hue : null} onChange={(h) => pick(h, shade)} />
      <SwatchGroup legend={`${SLOT_TITLE[name]} shade`} name={`${id}-shade`} options={shadeOptions} value={picked ? picked.shade : null} onChange={(s) => pick(hue, s)} />
      <Box
        component="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          dispatch({ type: 'apply', slot: name });
        }}
        sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}
      >
        <TextField
          id={`${id}-input`}
          label={`${SLOT_TITLE[name]} colour`}
          size="small"
          value={slot.text}
          onChange={(event) => dispatch({ type: 'edit', slot: name, text: event.target.value })}
          error={hasProblem}
          helperText="#nnn, #nnnnnn, rgb(), hsl(), color() or a JSON colour object"
          slotProps={{ htmlInput: { spellCheck: false, autoComplete: 'off', 'aria-describedby': hasProblem ? `${id}-input-helper-text ${problemId}` : undefined } }}
          sx={{ flex: 1, minWidth: 0 }}
        />
        <Button type="submit" variant="outlined" sx={{ mt: 0.25 }}>
          Apply
        </Button>
      </Box>
      <ColorProblemNote id={problemId} problem={slot.problem} logs={slot.logs} kept={keptLabel(slot)} />
    </Box>
  );
}
