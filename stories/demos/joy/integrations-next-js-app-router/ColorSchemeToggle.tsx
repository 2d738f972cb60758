import { useSyncExternalStore } from 'react';
import Button from '@mui/joy/Button';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import ToggleButtonGroup from '@mui/joy/ToggleButtonGroup';
import Typography from '@mui/joy/Typography';
import { useColorScheme } from '@mui/joy/styles';

type Mode = 'light' | 'dark' | 'system';

const modes: { value: Mode; label: string }[] = [
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
  { value: 'system', label: 'System' },
];

const subscribeToNothing = () => () => {};

/**
 * A colour scheme switch as a Client Component (in Next.js its file starts with 'use client').
 * The mode is only known in the browser, so the server and the first client render show the switch
 * without a value; it takes the reader's mode once hydrated, and the markup matches for hydration.
 */
export default function ColorSchemeToggle() {
  const { mode, systemMode, setMode } = useColorScheme();
  // false on the server and while hydrating, true afterwards: no effect and no extra state needed.
  const mounted = useSyncExternalStore(subscribeToNothing, () => true, () => false);
  const scheme = mode === 'system' ? systemMode : mode;
  return (
    <Sheet variant="outlined" sx={{ p: 2, borderRadius: 'md', maxWidth: 420 }}>
      <Stack spacing={1.5}>
        <Typography level="title-md" component="h3">
          Trip planner settings
        </Typography>
        <ToggleButtonGroup
          aria-label="Colour scheme"
          size="sm"
          value={mounted ? (mode ?? null) : null}
          onChange={(_event, next) => {
            if (next) setMode(next as Mode);
          }}
        >
          {modes.map((option) => (
            <Button key={option.value} value={option.value} disabled={!mounted}>
              {option.label}
            </Button>
          ))}
        </ToggleButtonGroup>
        <Typography level="body-sm" role="status">
          {mounted && scheme ? `Showing the ${scheme} colour scheme.` : 'Reading your colour scheme…'}
        </Typography>
      </Stack>
    </Sheet>
  );
}
