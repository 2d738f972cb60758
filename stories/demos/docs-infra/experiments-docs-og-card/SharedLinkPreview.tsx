import { useState } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardMedia from '@mui/material/CardMedia';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
// The cards the build draws for these two pages (site/build/og/), kept as files beside the demo.
import ratingCard from './rating-card.png';
import structureCard from './overriding-structure-card.png';

const PAGES = {
  rating: {
    label: 'Rating',
    image: ratingCard,
    url: 'mui.com/material-ui/react-rating',
    title: 'Rating - Material UI',
    description: 'Rating lets people score something on a scale of stars or other icons, and shows an average score in a compact, read-only form.',
  },
  structure: {
    label: 'Overriding the component structure',
    image: structureCard,
    url: 'mui.com/joy-ui/customization/overriding-component-structure',
    title: 'Overriding the component structure - Joy UI',
    description:
      'Change what a Joy UI component renders: the component prop for the root element, slots to replace an inner part, and slotProps to pass props (or a function of the state) to an inner part.',
  },
} as const;

type PageKey = keyof typeof PAGES;

/** A docs link pasted into a team chat, unfurled the way chat apps read og:image, og:title and og:description. */
export default function SharedLinkPreview() {
  const [shown, setShown] = useState<PageKey>('rating');
  const page = PAGES[shown];
  return (
    <Box sx={{ maxWidth: 520, mx: 'auto' }}>
      <ToggleButtonGroup exclusive size="small" value={shown} onChange={(_, next: PageKey | null) => next && setShown(next)} aria-label="Shared page" sx={{ mb: 2, flexWrap: 'wrap' }}>
        {Object.entries(PAGES).map(([key, { label }]) => (
          <ToggleButton key={key} value={key}>
            {label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Typography variant="body2" sx={{ mb: 1 }}>
        <strong>Priya</strong>: this is the page I meant for the review form
      </Typography>
      <Card variant="outlined" component="figure" sx={{ m: 0 }}>
        <CardMedia component="img" image={page.image} width={1200} height={630} alt={`Social card: ${page.title}`} sx={{ aspectRatio: '1200 / 630', height: 'auto' }} />
        <CardContent component="figcaption">
          <Typography variant="caption" color="text.secondary">
            {page.url}
          </Typography>
          <Typography component="p" variant="subtitle2" sx={{ fontWeight: 700 }}>
            {page.title}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {page.description}
          </Typography>
        </CardContent>
      </Card>
    </Box>
  );
}
