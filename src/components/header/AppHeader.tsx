import type { ReactNode } from 'react';
import AppBar from '@mui/material/AppBar';
import Toolbar from '@mui/material/Toolbar';
import IconButton from '@mui/material/IconButton';
import Box from '@mui/material/Box';
import MenuIcon from '@mui/icons-material/Menu';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import GitHub from '@mui/icons-material/GitHub';
import { ProductSwitcher, type ProductEntry } from './ProductSwitcher';
import { VersionMenu } from './VersionMenu';
import type { VersionLink } from '../../products/identity';
import { useTranslate } from '../i18n/TranslationContext';

export interface AppHeaderProps {
  products: ProductEntry[];
  productId: string;
  versions: VersionLink[];
  sourceHref: string;
  /** Where the search button goes (a later piece fills it). */
  search?: ReactNode;
  onOpenNav?: () => void;
  onOpenSettings: () => void;
}

/** The app bar: product switcher, version menu, search slot, settings and source link. */
export function AppHeader({ products, productId, versions, sourceHref, search, onOpenNav, onOpenSettings }: AppHeaderProps) {
  const t = useTranslate();
  return (
    <AppBar position="fixed" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper', zIndex: (theme) => theme.zIndex.drawer + 1 }}>
      <Toolbar sx={{ gap: 1 }}>
        {onOpenNav && (
          <IconButton edge="start" onClick={onOpenNav} aria-label={t('appBar.openNav')} sx={{ display: { md: 'none' } }}>
            <MenuIcon />
          </IconButton>
        )}
        <ProductSwitcher products={products} currentId={productId} />
        <VersionMenu versions={versions} />
        <Box sx={{ flexGrow: 1 }} />
        {search}
        {/* Native titles, not MUI tooltips: Popper is not worth its weight in the first load. */}
        <IconButton component="a" href={sourceHref} aria-label={t('appBar.source')} title={t('appBar.source')} target="_blank" rel="noopener">
          <GitHub />
        </IconButton>
        <IconButton onClick={onOpenSettings} aria-label={t('appBar.settings')} title={t('appBar.settings')} edge="end">
          <SettingsOutlined />
        </IconButton>
      </Toolbar>
    </AppBar>
  );
}
