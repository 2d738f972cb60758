import Box from '@mui/joy/Box';
import Typography from '@mui/joy/Typography';

const packing = ['Passport and rail pass', 'Rain jacket', 'Adapter plug (type F)'];

export default function BoxComponent() {
  return (
    <Box component="section" aria-labelledby="packing-title" sx={{ maxWidth: 360 }}>
      <Typography id="packing-title" level="title-md" component="h3">
        Packing list for Vienna
      </Typography>
      <Box component="ul" sx={{ pl: 2.5, my: 1, display: 'grid', gap: 0.5 }}>
        {packing.map((item) => (
          <Box component="li" key={item} sx={{ color: 'text.secondary' }}>
            {item}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
