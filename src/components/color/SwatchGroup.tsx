import Box from '@mui/material/Box';

export interface SwatchOption<V extends string> {
  value: V;
  /** The accessible name of the swatch (the colour itself is not a name). */
  label: string;
  color: string;
}

export interface SwatchGroupProps<V extends string> {
  legend: string;
  /** The radio group's name: unique on the page. */
  name: string;
  options: readonly SwatchOption<V>[];
  /** The checked swatch; none when the colour was typed. */
  value: V | null;
  onChange: (value: V) => void;
}

/**
 * A row of colour swatches that are native radio buttons: Tab reaches the group, the arrow keys move
 * and pick, and a screen reader reads each swatch's name and the group's legend.
 */
export function SwatchGroup<V extends string>({ legend, name, options, value, onChange }: SwatchGroupProps<V>) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Box component="legend" sx={{ typography: 'body2', fontWeight: 500, mb: 0.5, p: 0 }}>
        {legend}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
        {options.map((option) => (
          <Box
            key={option.value}
            component="label"
            title={option.label}
            sx={{
              position: 'relative',
              width: 28,
              height: 28,
              borderRadius: 1,
              bgcolor: option.color,
              cursor: 'pointer',
              boxShadow: 'inset 0 0 0 1px rgba(0, 0, 0, 0.2)',
              '&:has(input:checked)': { outline: '3px solid', outlineColor: 'text.primary', outlineOffset: 1 },
              '&:has(input:focus-visible)': { outline: '3px dashed', outlineColor: 'text.primary', outlineOffset: 3 },
            }}
          >
            <Box
              component="input"
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              aria-label={option.label}
              sx={{ position: 'absolute', inset: 0, m: 0, opacity: 0, cursor: 'pointer' }}
            />
          </Box>
        ))}
      </Box>
    </Box>
  );
}
