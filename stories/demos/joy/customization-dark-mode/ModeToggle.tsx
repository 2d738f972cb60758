import { useSyncExternalStore } from 'react';
import Sheet from '@mui/joy/Sheet';
import ToggleButtonGroup from '@mui/joy/ToggleButtonGroup';
import Button from '@mui/joy/Button';
import Typography from '@mui/joy/Typography';
import { useColorScheme } from '@mui/joy/styles';

type Mode = 'light' | 'dark' | 'system';

const noSubscription = () => () => {};
/** false while rendering on the server and hydrating, true afterwards. */
const useMounted = () => useSyncExternalStore(noSubscription, () => true, () => false);

export default function ModeToggle() {
  const { mode, systemMode, setMode } = useColorScheme();
  // The stored mode is only known in the browser: render the choice after mounting, so the
  // server's HTML and the first client render agree.
  const mounted = useMounted();

  return (
    <Sheet variant="outlined" sx={{ p: 2, borderRadius: 'md', maxWidth: 420 }}>
      <Typography id="appearance-label" level="title-md" component="h3" sx={{ mb: 1 }}>
        Appearance
      </Typography>
      <ToggleButtonGroup
        aria-labelledby="appearance-label"
        value={mounted ? (mode ?? null) : null}
        disabled={!mounted}
        onChange={(_event, next: Mode | null) => {
          if (next) setMode(next);
        }}
      >
        <Button value="light">Light</Button>
        <Button value="dark">Dark</Button>
        <Button value="system">System</Button>
      </ToggleButtonGroup>
      <Typography level="body-sm" sx={{ mt: 1.5 }} aria-live="polite">
        {!mounted ? 'Reading your preference…' : mode === 'system' ? `Following your device, now ${systemMode ?? 'unknown'}.` : `Always ${mode}.`}
      </Typography>
    </Sheet>
  );
}
