import Box from '@mui/joy/Box';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';
import { useTheme } from '@mui/joy/styles';

const steps = ['50', '100', '200', '300', '400', '500', '600', '700', '800', '900'] as const;

export default function PaletteScale() {
  const theme = useTheme();
  return (
    <Box>
      <Box component="ul" sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(72px, 1fr))', gap: 1, p: 0, m: 0, listStyle: 'none' }}>
        {steps.map((step) => (
          <li key={step}>
            <Box aria-hidden sx={{ height: 40, borderRadius: 'sm', bgcolor: `primary.${step}` }} />
            <Typography level="body-xs" component="span" sx={{ display: 'block', mt: 0.5 }}>
              {`primary.${step}`}
            </Typography>
            <Typography level="body-xs" component="span" sx={{ fontFamily: 'code' }}>
              {theme.palette.primary[step]}
            </Typography>
          </li>
        ))}
      </Box>
      {/* mainChannel holds the 500 shade (400 in dark mode) as "R G B", ready for a translucent colour. */}
      <Sheet
        sx={(t) => ({
          mt: 2,
          p: 1.5,
          borderRadius: 'sm',
          backgroundColor: `rgba(${t.vars.palette.primary.mainChannel} / 0.16)`,
        })}
      >
        <Typography level="body-sm" textColor="text.primary">
          Draft invoices are highlighted with the primary colour at 16% opacity.
        </Typography>
      </Sheet>
    </Box>
  );
}
