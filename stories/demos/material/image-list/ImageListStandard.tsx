import ImageList from '@mui/material/ImageList';
import ImageListItem from '@mui/material/ImageListItem';
import berryBowl from './images/berry-bowl.svg';
import flatWhite from './images/flat-white.svg';
import lemons from './images/lemons.svg';
import sourdoughLoaf from './images/sourdough-loaf.svg';
import tagliatelle from './images/tagliatelle.svg';
import tomatoes from './images/tomatoes.svg';

const photos = [
  { src: sourdoughLoaf, alt: 'Scored sourdough loaf on a wooden board' },
  { src: flatWhite, alt: 'Flat white with a leaf pattern, seen from above' },
  { src: lemons, alt: 'Three lemons and a lemon leaf' },
  { src: tomatoes, alt: 'Three ripe tomatoes with green stems' },
  { src: berryBowl, alt: 'White bowl of blueberries and raspberries' },
  { src: tagliatelle, alt: 'Plate of tagliatelle with tomato sauce and basil' },
];

export default function ImageListStandard() {
  return (
    <ImageList aria-label="Weekend brunch photos" cols={3} rowHeight={140} gap={8} sx={{ maxWidth: 480, m: 0 }}>
      {photos.map((photo) => (
        <ImageListItem key={photo.alt}>
          <img src={photo.src} alt={photo.alt} />
        </ImageListItem>
      ))}
    </ImageList>
  );
}
