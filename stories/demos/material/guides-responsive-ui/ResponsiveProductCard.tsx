import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function ResponsiveProductCard() {
  return (
    <Paper
      variant="outlined"
      component="article"
      aria-labelledby="trail-pack-title"
      sx={{
        display: 'flex',
        // One column on phones, image beside the text from the sm breakpoint (600px) up.
        flexDirection: { xs: 'column', sm: 'row' },
        gap: { xs: 2, md: 3 },
        p: { xs: 2, md: 3 },
        maxWidth: 720,
      }}
    >
      <Box
        aria-hidden
        sx={{
          flexShrink: 0,
          width: { xs: '100%', sm: 180, md: 220 },
          height: { xs: 140, sm: 'auto' },
          minHeight: { sm: 160 },
          borderRadius: 1,
          background: 'linear-gradient(135deg, #2e7d32 0%, #1b5e20 55%, #0d3311 100%)',
        }}
      />
      <Stack spacing={1.5} sx={{ minWidth: 0, flex: 1 }}>
        <Typography id="trail-pack-title" variant="h6" component="h3">
          Ridgeline 28 L trail pack
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          A ventilated back panel, a hip belt with two zip pockets and a sleeve for a 2 L bladder. Weighs 890 g.
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Chip size="small" label="Waterproof base" />
          <Chip size="small" label="Rain cover included" />
        </Stack>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ alignItems: { xs: 'stretch', sm: 'center' }, pt: 1 }}
        >
          <Typography variant="subtitle1" component="p" sx={{ fontWeight: 700, flexGrow: { sm: 1 } }}>
            €129.00
          </Typography>
          <Button variant="contained">Add to basket</Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
