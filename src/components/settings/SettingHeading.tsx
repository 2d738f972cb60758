import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** The small uppercase heading over each group of the settings drawer. */
export function SettingHeading({ id, children }: { id: string; children: ReactNode }) {
  return (
    <Typography id={id} component="h3" sx={{ fontSize: '0.75rem', fontWeight: 700, textTransform: 'uppercase', letterSpacing: '.08em', mb: 1 }}>
      {children}
    </Typography>
  );
}
