import type { SxProps, Theme } from '@mui/material/styles';
import { AD_SIZE } from '../../spec/ads';

const gap = 1.5; // theme spacing between the image and the text
const gapPx = 12;
/** The inline layout's small image keeps the 130 × 100 ratio at half size. */
export const SMALL_IMAGE = { width: AD_SIZE.imageWidthPx / 2, height: AD_SIZE.imageHeightPx / 2 } as const;

/** Image: the image first, the caption at its foot. Inline: the text first, centred in the slot. */
export const rowSx = (layout: 'image' | 'inline'): SxProps<Theme> => ({
  display: 'flex',
  flexDirection: layout === 'image' ? 'row' : 'row-reverse',
  alignItems: layout === 'image' ? 'flex-start' : 'center',
  gap,
  height: '100%',
  minWidth: 0,
  '& [data-ad-text]': layout === 'image' ? { alignSelf: 'stretch', justifyContent: 'space-between' } : { alignSelf: 'center' },
});

export const imageLinkSx: SxProps<Theme> = {
  flex: 'none',
  display: 'block',
  lineHeight: 0,
  borderRadius: 0.5,
  '& img': { display: 'block', objectFit: 'cover', borderRadius: 0.5 },
};

export const textColumnSx: SxProps<Theme> = {
  display: 'flex',
  flexDirection: 'column',
  gap: 0.5,
  flex: '1 1 auto',
  minWidth: 0,
};

/** Long copy is clamped, never allowed to grow the slot. */
export const textLinkSx: SxProps<Theme> = {
  color: 'text.primary',
  fontSize: '0.875rem',
  lineHeight: 1.45,
  overflowWrap: 'anywhere',
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 4,
  overflow: 'hidden',
};

export const captionSx: SxProps<Theme> = {
  color: 'text.secondary',
  fontSize: '0.75rem',
  lineHeight: 1.4,
};

export const askSx: SxProps<Theme> = {
  display: 'flex',
  flexDirection: 'column',
  gap: 0.5,
  '& strong': { fontSize: '0.9375rem' },
  '& p': { margin: 0, fontSize: '0.875rem', lineHeight: 1.45 },
};

/** The ad network's own markup (#carbonads …), laid out like our image layout. */
export const networkSx: SxProps<Theme> = {
  height: '100%',
  '& #carbonads': { display: 'block', height: '100%', fontSize: '0.875rem', lineHeight: 1.45 },
  '& #carbonads > span': { display: 'block', position: 'relative', height: '100%' },
  '& .carbon-wrap': { display: 'flex', alignItems: 'flex-start', gap: `${gapPx}px` },
  '& .carbon-img': { flex: 'none', display: 'block', lineHeight: 0 },
  '& .carbon-img img': { display: 'block', width: AD_SIZE.imageWidthPx, height: AD_SIZE.imageHeightPx, maxWidth: 'none' },
  '& .carbon-text': {
    color: 'text.primary',
    textDecoration: 'none',
    overflowWrap: 'anywhere',
    display: '-webkit-box',
    WebkitBoxOrient: 'vertical',
    WebkitLineClamp: 4,
    overflow: 'hidden',
  },
  '& .carbon-text:hover, & .carbon-text:focus-visible': { textDecoration: 'underline' },
  '& .carbon-poweredby': {
    position: 'absolute',
    insetBlockEnd: 0,
    insetInlineStart: `${AD_SIZE.imageWidthPx + gapPx}px`,
    color: 'text.secondary',
    fontSize: '0.75rem',
    textDecoration: 'none',
  },
};

export const placeholderSx: SxProps<Theme> = { display: 'block', height: AD_SIZE.failedFetchPlaceholderPx };
