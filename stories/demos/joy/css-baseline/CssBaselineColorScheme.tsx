import ScopedCssBaseline from '@mui/joy/ScopedCssBaseline';
import Typography from '@mui/joy/Typography';

export default function CssBaselineColorScheme() {
  return (
    // "dark" is the class this site's Joy theme keys its dark colour scheme on (colorSchemeSelector: 'class');
    // with Joy's default theme it would be data-joy-color-scheme="dark".
    <ScopedCssBaseline className="dark" data-testid="dark-panel" sx={{ maxWidth: 360, p: 2, borderRadius: 'md' }}>
      <Typography level="title-sm" component="h3" sx={{ mb: 1 }}>
        Boarding pass settings
      </Typography>
      <label htmlFor="dark-panel-date">Departure date</label>
      <input id="dark-panel-date" type="date" defaultValue="2026-06-14" style={{ display: 'block', marginTop: 4 }} />
      <label style={{ display: 'flex', gap: 8, marginTop: 12 }}>
        <input type="checkbox" defaultChecked /> Add to my wallet
      </label>
    </ScopedCssBaseline>
  );
}
