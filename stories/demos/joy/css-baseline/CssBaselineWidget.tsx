import { useState } from 'react';
import Button from '@mui/joy/Button';
import ScopedCssBaseline from '@mui/joy/ScopedCssBaseline';

const steps = ['Zest two lemons into the sugar.', 'Beat in the butter, then the eggs one by one.', 'Fold in the flour and bake for 45 minutes at 180\u00a0°C.'];

export default function CssBaselineWidget() {
  const [saved, setSaved] = useState(false);

  return (
    // Any element and any sx: here an article with Joy's surface colour, a border and rounded corners.
    <ScopedCssBaseline
      component="article"
      aria-labelledby="recipe-widget-title"
      sx={{
        maxWidth: 420,
        p: 2,
        bgcolor: 'background.surface',
        border: '1px solid',
        borderColor: 'neutral.outlinedBorder',
        borderRadius: 'md',
      }}
    >
      <h3 id="recipe-widget-title" style={{ margin: 0 }}>
        Lemon drizzle cake
      </h3>
      <p>
        Serves <b>8</b>, ready in <strong>55 minutes</strong>.
      </p>
      <ol style={{ paddingInlineStart: 20 }}>
        {steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <Button size="sm" variant={saved ? 'solid' : 'soft'} aria-pressed={saved} onClick={() => setSaved(!saved)}>
        Save the recipe
      </Button>
    </ScopedCssBaseline>
  );
}
