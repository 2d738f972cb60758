import type { MouseEventHandler, ReactNode } from 'react';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { AD_SIZE } from '../../spec/ads';
import type { AdKind, AdLayout } from '../../ads/types';
import { useTranslate } from '../i18n/TranslationContext';

/** What a slot shows: an ad kind (spec §4), or one of the states around it. */
export type AdSlotKind = AdKind | 'loading' | 'blank' | 'crashed';

export interface AdSlotProps {
  kind: AdSlotKind;
  layout?: AdLayout;
  children?: ReactNode;
  onClick?: MouseEventHandler<HTMLElement>;
}

// Spec §9: 126 px (142 px under the sm breakpoint), margin 3 above and below. The height is fixed,
// not only a minimum, and the overflow clipped: whatever the ad does, nothing around it moves.
const reserved = { xs: AD_SIZE.minHeightSmallScreenPx, sm: AD_SIZE.minHeightPx };

const slotSx: SxProps<Theme> = (theme) => ({
  display: 'block',
  boxSizing: 'border-box',
  minHeight: reserved,
  height: reserved,
  marginBlock: theme.spacing(AD_SIZE.marginSpacing),
  marginInline: 0,
  padding: 1,
  overflow: 'hidden',
  contain: 'layout paint',
  position: 'relative',
  border: '1px solid',
  borderColor: 'divider',
  borderRadius: 1,
  backgroundColor: '#f6f8fa',
  color: 'text.primary',
  ...theme.applyStyles('dark', { backgroundColor: '#14191f' }),
  // After a crash the area shows nothing but keeps its place (spec §8).
  '&[data-ad-kind="crashed"]': { borderColor: 'transparent', backgroundColor: 'transparent' },
});

/**
 * The ad area: reserves its whole space before any ad arrives, so an ad (or none) never shifts
 * the page. Every ad state renders inside one.
 */
export function AdSlot({ kind, layout, children, onClick }: AdSlotProps) {
  const t = useTranslate();
  const crashed = kind === 'crashed';
  return (
    <Box
      component="aside"
      aria-label={crashed ? undefined : t('ads.label')}
      aria-hidden={crashed || undefined}
      aria-busy={kind === 'loading' || undefined}
      data-ad-slot=""
      // Ad text is not the page's: site search leaves it out.
      data-pagefind-ignore=""
      data-ad-kind={kind}
      data-ad-layout={layout}
      onClick={onClick}
      sx={slotSx}
    >
      {children}
    </Box>
  );
}
