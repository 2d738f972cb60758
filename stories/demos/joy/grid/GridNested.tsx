import type { ReactNode } from 'react';
import Grid from '@mui/joy/Grid';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

const stats = [
  { label: 'Trips booked', value: '128' },
  { label: 'Nights', value: '412' },
  { label: 'Cancelled', value: '6' },
];

function Panel({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <Sheet variant="outlined" data-testid={testId} sx={{ p: 2, borderRadius: 'md', height: '100%' }}>
      <Typography level="title-sm" component="h3" sx={{ mb: 1 }}>{title}</Typography>
      {children}
    </Sheet>
  );
}

export default function GridNested() {
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 8 }} data-testid="summary">
        <Panel title="This quarter">
          {/* A nested container: its own 12 columns share the width of this item. */}
          <Grid container spacing={1.5}>
            {stats.map((stat) => (
              <Grid key={stat.label} size={{ xs: 12, sm: 4 }}>
                <Sheet variant="soft" color="primary" data-testid="stat" sx={{ p: 1.5, borderRadius: 'sm' }}>
                  <Typography level="body-xs">{stat.label}</Typography>
                  <Typography level="h3" component="p">{stat.value}</Typography>
                </Sheet>
              </Grid>
            ))}
          </Grid>
        </Panel>
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <Panel title="Next departure" testId="next">
          <Typography level="body-sm">Lisbon, Friday 14 June, 08:40 from gate 14.</Typography>
        </Panel>
      </Grid>
    </Grid>
  );
}
