import type { ReactNode } from 'react';
import Box from '@mui/joy/Box';
import ScopedCssBaseline from '@mui/joy/ScopedCssBaseline';
import Typography from '@mui/joy/Typography';

/** The same small booking summary, made of plain elements: it inherits whatever is around it. */
function BookingSummary({ id }: { id: string }) {
  return (
    <Box sx={{ p: 2, border: '1px solid', borderColor: 'neutral.outlinedBorder', borderRadius: 'sm' }} data-testid={`${id}-card`}>
      <p style={{ marginTop: 0 }} data-testid={`${id}-text`}>
        Table for <strong>2</strong> at Casa do Rio, Friday at 19:30.
      </p>
      <Box
        data-testid={`${id}-bar`}
        sx={{ width: '100%', px: 1.5, py: 1, border: '1px solid', borderColor: 'primary.outlinedBorder', borderRadius: 'sm' }}
      >
        Deposit paid: €20
      </Box>
    </Box>
  );
}

function Column({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box sx={{ flex: '1 1 240px', minWidth: 0 }}>
      <Typography level="title-sm" component="h3" sx={{ mb: 1 }}>{title}</Typography>
      {children}
    </Box>
  );
}

export default function CssBaselineBeforeAfter() {
  return (
    // Stands in for a page that is not built with Joy: a serif font, its own text colour and size, and
    // content-box sizing, all inherited by what is placed inside it.
    <Box
      data-testid="host-page"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: 3,
        p: 2,
        boxSizing: 'content-box',
        bgcolor: 'background.level1',
        color: 'text.secondary',
        fontFamily: 'Georgia, "Times New Roman", serif',
        fontSize: '1.125rem',
      }}
    >
      <Column title="Without a baseline">
        <BookingSummary id="plain" />
      </Column>
      <Column title="Inside ScopedCssBaseline">
        <ScopedCssBaseline data-testid="scoped">
          <BookingSummary id="scoped" />
        </ScopedCssBaseline>
      </Column>
    </Box>
  );
}
