import ImageList from '@mui/material/ImageList';
import ImageListItem from '@mui/material/ImageListItem';
import ImageListItemBar from '@mui/material/ImageListItemBar';
import bookStack from './images/book-stack.svg';
import ceramicMug from './images/ceramic-mug.svg';
import deskLamp from './images/desk-lamp.svg';
import fiddleLeafFig from './images/fiddle-leaf-fig.svg';
import readingChair from './images/reading-chair.svg';
import wallClock from './images/wall-clock.svg';

const products = [
  { src: deskLamp, alt: 'Desk lamp with an orange shade', name: 'Arc desk lamp', price: '€89' },
  { src: ceramicMug, alt: 'Terracotta ceramic mug', name: 'Stoneware mug', price: '€16' },
  { src: fiddleLeafFig, alt: 'Fiddle-leaf fig in a clay pot', name: 'Fiddle-leaf fig', price: '€48' },
  { src: wallClock, alt: 'Round black wall clock', name: 'Station clock', price: '€42' },
  { src: readingChair, alt: 'Brown upholstered armchair', name: 'Reading chair', price: '€390' },
  { src: bookStack, alt: 'Stack of four colourful books', name: 'Book bundle', price: '€35' },
];

export default function ImageListMasonry() {
  return (
    <ImageList aria-label="Home shop" variant="masonry" cols={3} gap={12} sx={{ maxWidth: 480, m: 0 }}>
      {products.map((product) => (
        <ImageListItem key={product.name}>
          <img src={product.src} alt={product.alt} />
          <ImageListItemBar position="below" title={product.name} subtitle={product.price} />
        </ImageListItem>
      ))}
    </ImageList>
  );
}
