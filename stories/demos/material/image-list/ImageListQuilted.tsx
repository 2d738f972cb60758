import ImageList from '@mui/material/ImageList';
import ImageListItem from '@mui/material/ImageListItem';
import desertDunes from './images/desert-dunes.svg';
import glacierPeaks from './images/glacier-peaks.svg';
import harbourDawn from './images/harbour-dawn.svg';
import lakeSunset from './images/lake-sunset.svg';
import pineForest from './images/pine-forest.svg';
import sandyCove from './images/sandy-cove.svg';

const photos = [
  { src: harbourDawn, alt: 'Sailing boat in a harbour at dawn', cols: 2, rows: 2 },
  { src: desertDunes, alt: 'Orange sand dunes under a pale sun' },
  { src: pineForest, alt: 'Pine forest on a green hillside' },
  { src: lakeSunset, alt: 'Mountain lake at sunset', cols: 2 },
  { src: sandyCove, alt: 'Sandy cove with a palm tree and calm sea', cols: 2 },
  { src: glacierPeaks, alt: 'Snow-capped peaks above a valley', cols: 2 },
];

export default function ImageListQuilted() {
  return (
    <ImageList
      aria-label="Travel highlights"
      variant="quilted"
      cols={4}
      rowHeight={110}
      gap={6}
      sx={{ maxWidth: 500, m: 0 }}
    >
      {photos.map((photo) => (
        <ImageListItem key={photo.alt} cols={photo.cols ?? 1} rows={photo.rows ?? 1}>
          <img src={photo.src} alt={photo.alt} />
        </ImageListItem>
      ))}
    </ImageList>
  );
}
