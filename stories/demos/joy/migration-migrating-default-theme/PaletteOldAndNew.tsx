import type { ReactNode } from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import Chip from '@mui/joy/Chip';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { CssVarsProvider, extendTheme, THEME_ID, useTheme } from '@mui/joy/styles';

// The primary, neutral and danger ranges of Joy's alpha releases (the ones before the 5.0.0-alpha.x redesign of the theme).
const oldPrimary = { 50: '#F4FAFF', 100: '#DDF1FF', 200: '#ADDBFF', 300: '#6FB6FF', 400: '#3990FF', 500: '#096BDE', 600: '#054DA7', 700: '#02367D', 800: '#072859', 900: '#00153C' };
const oldNeutral = { 50: '#F7F7F8', 100: '#EBEBEF', 200: '#D8D8DF', 300: '#B9B9C6', 400: '#8F8FA3', 500: '#73738C', 600: '#5A5A72', 700: '#434356', 800: '#25252D', 900: '#131318' };
const oldDanger = { 50: '#FFF8F6', 100: '#FFE9E8', 200: '#FFC7C5', 300: '#FF9192', 400: '#FA5255', 500: '#D3232F', 600: '#A10E25', 700: '#77061B', 800: '#580013', 900: '#39000D' };

const oldRanges = { primary: oldPrimary, neutral: oldNeutral, danger: oldDanger };

// Its own prefix and the site's `.dark` class: this theme's variables never touch the other demos on the page.
const restoredTheme = extendTheme({
  cssVarPrefix: 'ledger',
  colorSchemeSelector: 'class',
  colorSchemes: { light: { palette: oldRanges }, dark: { palette: oldRanges } },
});

const shades = [100, 300, 500, 700, 900] as const;

/** The same invoice in whichever Joy theme is around it. */
function InvoiceCard({ heading }: { heading: string }) {
  const theme = useTheme();
  return (
    <Card variant="outlined" sx={{ flex: 1, minWidth: 0 }}>
      <Typography level="title-sm" component="h3">
        {heading}
      </Typography>
      <Stack direction="row" spacing={0.5} aria-hidden="true">
        {shades.map((shade) => (
          <Box key={shade} sx={{ width: 28, height: 28, borderRadius: 'sm', bgcolor: `primary.${shade}` }} />
        ))}
      </Stack>
      <Typography level="body-sm">primary 500: {theme.palette.primary[500]}</Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <Typography level="body-md">Invoice 2041</Typography>
        <Chip size="sm" color="danger" variant="soft">
          Overdue
        </Chip>
      </Stack>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button size="sm">Pay €420</Button>
        <Button size="sm" variant="outlined" color="neutral">
          Download PDF
        </Button>
      </Stack>
    </Card>
  );
}

function Restored({ children }: { children: ReactNode }) {
  return <CssVarsProvider theme={{ [THEME_ID]: restoredTheme }}>{children}</CssVarsProvider>;
}

/** Joy's current palette beside the alpha ranges, put back with extendTheme. */
export default function PaletteOldAndNew() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <InvoiceCard heading="Current default" />
      <Restored>
        <InvoiceCard heading="Alpha palette restored" />
      </Restored>
    </Stack>
  );
}
