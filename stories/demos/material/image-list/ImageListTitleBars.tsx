import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import ImageList from '@mui/material/ImageList';
import ImageListItem from '@mui/material/ImageListItem';
import ImageListItemBar from '@mui/material/ImageListItemBar';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import desertDunes from './images/desert-dunes.svg';
import glacierPeaks from './images/glacier-peaks.svg';
import harbourDawn from './images/harbour-dawn.svg';
import lakeSunset from './images/lake-sunset.svg';

const photos = [
  { src: harbourDawn, title: 'Harbour at dawn', author: 'Ines Duarte', alt: 'Sailing boat in a harbour at dawn' },
  { src: lakeSunset, title: 'Lake at sunset', author: 'Mateo Ruiz', alt: 'Mountain lake at sunset' },
  { src: glacierPeaks, title: 'Glacier valley', author: 'Sanna Virtanen', alt: 'Snow-capped peaks above a valley' },
  { src: desertDunes, title: 'Desert morning', author: 'Yusuf Demir', alt: 'Orange sand dunes under a pale sun' },
];

export default function ImageListTitleBars() {
  const [saved, setSaved] = useState<string[]>([]);

  const toggle = (title: string) =>
    setSaved((current) =>
      current.includes(title) ? current.filter((item) => item !== title) : [...current, title],
    );

  return (
    <ImageList aria-label="Photo contest entries" cols={2} rowHeight={180} gap={8} sx={{ maxWidth: 560, m: 0 }}>
      {photos.map((photo) => {
        const isSaved = saved.includes(photo.title);
        return (
          <ImageListItem key={photo.title}>
            <img src={photo.src} alt={photo.alt} />
            <ImageListItemBar
              title={photo.title}
              subtitle={`by ${photo.author}`}
              actionIcon={
                <IconButton
                  aria-label={`Save ${photo.title}`}
                  aria-pressed={isSaved}
                  onClick={() => toggle(photo.title)}
                  sx={{ color: 'common.white' }}
                >
                  {isSaved ? <StarIcon /> : <StarBorderIcon />}
                </IconButton>
              }
            />
          </ImageListItem>
        );
      })}
    </ImageList>
  );
}
