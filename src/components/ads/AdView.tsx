import type { MouseEvent, ReactNode } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { AD_SIZE } from '../../spec/ads';
import type { Ad, AdKind, AdLayout, FeedAd } from '../../ads/types';
import { adEvent } from '../../ads/adEvents';
import { WHITELIST_ASK } from '../../ads/inHouseAds';
import { useAdEvents } from './AdEventsContext';
import { AdSlot } from './AdSlot';
import { SMALL_IMAGE, askSx, captionSx, imageLinkSx, networkSx, placeholderSx, rowSx, textColumnSx, textLinkSx } from './adView.styles';
import { useTranslate } from '../i18n/TranslationContext';

/** Every state of the ad area (spec §4, §8); stories render each one. */
export type AdViewState =
  /** Nothing decided yet; `children` is the ad network's container while the slot is polled. */
  | { kind: 'loading'; children?: ReactNode }
  /** The ad network's own image ad (its script's markup). */
  | { kind: 'carbon'; layout: 'image'; children: ReactNode }
  /** The feed's text ad. */
  | { kind: 'carbon'; layout: 'inline'; ad: FeedAd }
  /** `inert`: pre-rendered in a `<template>`, its image address in `data-src` (src/components/ads/InHouseAds.tsx). */
  | { kind: 'in-house' | 'in-house-carbon'; ad: Ad; layout: AdLayout; inert?: boolean }
  /** Spec §4: the ask to whitelist the site, shown to ad-blocker users. */
  | { kind: 'in-house-adblock' }
  /** Spec §8: a failed feed leaves a blank 52 px placeholder. */
  | { kind: 'blank' }
  /** Spec §8: after a render crash the ad area shows nothing (and keeps its space). */
  | { kind: 'crashed' };

/** Ad links open in a new tab, are marked sponsored and pass no ranking. */
const AD_LINK = { target: '_blank', rel: 'noopener sponsored nofollow' } as const;

/** An href only for http(s) URLs (the logic already guarantees it; the view does not relax it). */
const safeHref = (url: string | undefined): string | undefined => (url && /^https?:\/\//i.test(url) ? url : undefined);

interface ShownAd {
  link: string;
  img?: string;
  /** The image's alt: the ad's name or the advertiser ("Sponsored" when the feed names none). */
  name: string;
  description: string;
  poweredby: string;
}

/** The feed's ad; its advertiser names the image and signs the caption. */
const fromFeed = (ad: FeedAd): ShownAd => ({
  link: ad.link,
  img: ad.image,
  name: ad.company,
  description: ad.image || !ad.company ? ad.description : `${ad.company}: ${ad.description}`,
  poweredby: ad.company,
});

/** Image (130 × 100, text beside) or inline (text first, small image) — all copy as text nodes. */
function AdBody({ ad, layout, inert = false }: { ad: ShownAd; layout: AdLayout; inert?: boolean }) {
  const t = useTranslate();
  const href = safeHref(ad.link);
  const img = safeHref(ad.img) ?? (ad.img?.startsWith('/') && !ad.img.startsWith('//') ? ad.img : undefined);
  const size = layout === 'image' ? { width: AD_SIZE.imageWidthPx, height: AD_SIZE.imageHeightPx } : SMALL_IMAGE;
  return (
    <Box sx={rowSx(layout)}>
      {img && (
        <Link href={href} {...AD_LINK} sx={imageLinkSx}>
          <img {...{ [inert ? 'data-src' : 'src']: img }} alt={ad.name || t('ads.sponsored')} width={size.width} height={size.height} decoding="async" />
        </Link>
      )}
      <Box data-ad-text="" sx={textColumnSx}>
        <Link href={href} {...AD_LINK} data-ad-link="" underline="hover" sx={textLinkSx}>
          {ad.description}
        </Link>
        <Box component="span" sx={captionSx}>
          {ad.poweredby ? `${t('ads.adBy')} ${ad.poweredby}` : t('ads.ad')}
        </Box>
      </Box>
    </Box>
  );
}

/** The feed's impression image and tracking pixels, loaded as hidden images (spec §7). */
function TrackingPixels({ ad }: { ad: FeedAd }) {
  const urls = [ad.impression, ...ad.pixels].flatMap((url) => safeHref(url) ?? []);
  return urls.map((src, i) => <img key={`${i}-${src}`} data-ad-pixel="" hidden alt="" src={src} />);
}

function body(state: AdViewState): ReactNode {
  switch (state.kind) {
    case 'loading':
      return state.children === undefined ? null : <Box sx={networkSx}>{state.children}</Box>;
    case 'carbon':
      if (state.layout === 'image') return <Box sx={networkSx}>{state.children}</Box>;
      return (
        <>
          <AdBody ad={fromFeed(state.ad)} layout="inline" />
          <TrackingPixels ad={state.ad} />
        </>
      );
    case 'in-house':
    case 'in-house-carbon':
      return <AdBody ad={state.ad} layout={state.layout} inert={state.inert} />;
    case 'in-house-adblock':
      return (
        <Box sx={askSx}>
          <strong>{WHITELIST_ASK.title}</strong>
          <p>{WHITELIST_ASK.body}</p>
        </Box>
      );
    case 'blank':
      return <Box data-ad-placeholder="" sx={placeholderSx} />;
    case 'crashed':
      return null;
  }
}

const layoutOf = (state: AdViewState): AdLayout | undefined => ('layout' in state ? state.layout : undefined);

/** The ad area in one state. Clicking any ad link inside (ours or the network's) sends a click event. */
export function AdView({ state }: { state: AdViewState }) {
  const send = useAdEvents();
  const kind = state.kind;
  const onClick = (event: MouseEvent<HTMLElement>) => {
    const target = event.target as Element | null;
    if (!isAdKind(kind) || !target?.closest?.('a[href]')) return;
    send(adEvent('click', kind));
  };
  // 'loading' keeps the network's container at the same place as 'carbon': it is not remounted.
  return (
    <AdSlot kind={kind} layout={layoutOf(state)} onClick={onClick}>
      {body(state)}
    </AdSlot>
  );
}

const isAdKind = (kind: AdViewState['kind']): kind is AdKind => kind !== 'loading' && kind !== 'blank' && kind !== 'crashed';
