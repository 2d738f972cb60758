import Box from '@mui/joy/Box';
import Card from '@mui/joy/Card';
import Typography from '@mui/joy/Typography';

export default function TintedShadow() {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))', gap: 3, p: 1 }}>
      {/* theme.shadow.lg is the raw value: it resolves the shadow variables on this card, so the overrides apply. */}
      <Card
        variant="outlined"
        sx={(theme) => ({
          boxShadow: theme.shadow.lg,
          '--joy-shadowChannel': theme.vars.palette.primary.mainChannel,
          '--joy-shadowRing': `0 0 0 1px rgba(${theme.vars.palette.primary.mainChannel} / 0.32)`,
        })}
      >
        <Typography level="title-md" component="h3">
          Lisbon, 3 nights
        </Typography>
        <Typography level="body-sm">Recommended: the shadow takes the primary colour and a thin ring.</Typography>
      </Card>
      {/* theme.vars.shadow.lg was resolved once, on the root: the same overrides change nothing here. */}
      <Card
        variant="outlined"
        sx={(theme) => ({
          boxShadow: theme.vars.shadow.lg,
          '--joy-shadowChannel': theme.vars.palette.primary.mainChannel,
        })}
      >
        <Typography level="title-md" component="h3">
          Porto, 2 nights
        </Typography>
        <Typography level="body-sm">Same overrides with the shadow variable: the shadow stays grey.</Typography>
      </Card>
    </Box>
  );
}
