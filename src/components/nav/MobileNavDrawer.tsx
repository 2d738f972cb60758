import type { ReactNode } from 'react';
import Drawer from '@mui/material/Drawer';
import { useTranslate } from '../i18n/TranslationContext';

/** The side nav as a temporary drawer, under the md breakpoint. */
export function MobileNavDrawer({ width, onClose, children }: { width: number; onClose: () => void; children: ReactNode }) {
  const t = useTranslate();
  return (
    <Drawer
      variant="temporary"
      open
      onClose={onClose}
      sx={{ display: { md: 'none' }, zIndex: (theme) => theme.zIndex.modal, '& .MuiDrawer-paper': { width } }}
      slotProps={{ paper: { 'data-nav-scroller': '', 'aria-label': t('nav.label') } as object }}
    >
      {children}
    </Drawer>
  );
}
