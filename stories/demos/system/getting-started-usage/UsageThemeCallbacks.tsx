import { useId, useState } from 'react';
import Box from '@mui/system/Box';

const plans = [
  { id: 'standard', name: 'Standard delivery', detail: '3–5 working days · free' },
  { id: 'express', name: 'Express delivery', detail: 'Next working day · €9.90' },
];

/**
 * `sx` as an array whose last entry applies only while its option is checked, `:hover` and `:has()`
 * selectors, and a value computed from the theme (`theme.spacing`).
 */
export default function UsageThemeCallbacks() {
  const name = useId();
  const [selected, setSelected] = useState('standard');
  return (
    <Box component="fieldset" sx={{ display: 'grid', gap: 1.5, maxWidth: 380, m: 0, p: 0, border: 0 }}>
      <Box component="legend" sx={{ mb: 1, p: 0, fontWeight: 'fontWeightMedium', color: 'text.primary' }}>
        Delivery option
      </Box>
      {plans.map((plan) => {
        const checked = plan.id === selected;
        return (
          <Box
            component="label"
            key={plan.id}
            sx={[
              {
                display: 'flex',
                alignItems: 'flex-start',
                gap: 1.5,
                cursor: 'pointer',
                p: 2,
                border: 1,
                borderColor: 'divider',
                borderRadius: 1,
                bgcolor: 'background.paper',
                color: 'text.primary',
                '&:hover': { borderColor: 'text.secondary' },
                '&:has(:focus-visible)': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
              },
              checked && {
                border: 2,
                borderColor: 'primary.main',
                // One pixel less padding for the thicker border, so the option keeps its size.
                p: (theme) => `calc(${theme.spacing(2)} - 1px)`,
                '&:hover': { borderColor: 'primary.main' },
              },
            ]}
          >
            <Box
              component="input"
              type="radio"
              name={name}
              value={plan.id}
              checked={checked}
              onChange={() => setSelected(plan.id)}
              sx={{ m: 0, mt: 0.25 }}
            />
            <span>
              <Box component="span" sx={{ display: 'block', fontWeight: 'fontWeightMedium' }}>
                {plan.name}
              </Box>
              <Box component="span" sx={{ display: 'block', color: 'text.secondary', fontSize: 'body2.fontSize' }}>
                {plan.detail}
              </Box>
            </span>
          </Box>
        );
      })}
    </Box>
  );
}
