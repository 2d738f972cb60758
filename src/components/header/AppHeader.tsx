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
import { SiteSearch } from '../search/SiteSearch';

export interface AppHeaderProps {
  products: ProductEntry[];
  productId: string;
  versions: VersionLink[];
  sourceHref: string;
  onOpenNav?: () => void;
  onOpenSettings: () => void;
}

/** The app bar: product switcher, version menu, search, settings and source link. */
export function AppHeader({ products, productId, versions, sourceHref, onOpenNav, onOpenSettings }: AppHeaderProps) {
  const t = useTranslate();
  return (
    <AppBar position="fixed" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper', zIndex: (theme) => theme.zIndex.drawer + 1 }}>
      {/* Tighter on phones, so the switcher, version, search, source and settings fit on one line at 360 px. */}
      <Toolbar sx={{ gap: { xs: 0.25, sm: 1 }, px: { xs: 1, sm: 3 } }}>
        {onOpenNav && (
          <IconButton edge="start" onClick={onOpenNav} aria-label={t('appBar.openNav')} sx={{ display: { md: 'none' } }}>
            <MenuIcon />
          </IconButton>
        )}
        <ProductSwitcher products={products} currentId={productId} />
        <VersionMenu versions={versions} />
        <Box sx={{ flexGrow: 1 }} />
        <SiteSearch />
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
