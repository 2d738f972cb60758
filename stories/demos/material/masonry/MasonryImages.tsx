import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import Masonry from '@mui/lab/Masonry';
import lighthouse from './images/lighthouse.svg';
import oliveTree from './images/olive-tree.svg';
import tiles from './images/tiles.svg';
import tram from './images/tram.svg';

const photos = [
  {
    src: lighthouse,
    ratio: '2 / 3',
    alt: 'A red and white lighthouse at dusk',
    caption: 'Cabo da Roca',
  },
  {
    src: tram,
    ratio: '3 / 2',
    alt: 'A yellow tram on its rails',
    caption: 'Tram 28',
  },
  {
    src: tiles,
    ratio: '1 / 1',
    alt: 'Blue and white patterned wall tiles',
    caption: 'Azulejos',
  },
  {
    src: oliveTree,
    ratio: '10 / 13',
    alt: 'An olive tree under a low sun',
    caption: 'Alentejo',
  },
  {
    src: tram,
    ratio: '3 / 2',
    alt: 'A yellow tram at a stop',
    caption: 'Graça stop',
  },
  {
    src: tiles,
    ratio: '1 / 1',
    alt: 'Tiles on a station wall',
    caption: 'Station wall',
  },
];

export default function MasonryImages() {
  return (
    <Masonry columns={{ xs: 2, sm: 3 }} spacing={{ xs: 1, sm: 2 }}>
      {photos.map((photo) => (
        <Box component="figure" key={photo.caption}>
          <Box
            component="img"
            src={photo.src}
            alt={photo.alt}
            sx={{
              display: 'block',
              width: '100%',
              aspectRatio: photo.ratio,
              objectFit: 'cover',
              borderRadius: 1,
            }}
          />
          <Typography
            component="figcaption"
            variant="caption"
            sx={{ display: 'block', mt: 0.5 }}
          >
            {photo.caption}
          </Typography>
        </Box>
      ))}
    </Masonry>
  );
}
