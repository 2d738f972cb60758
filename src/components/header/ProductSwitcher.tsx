import MenuItem from '@mui/material/MenuItem';
import ListSubheader from '@mui/material/ListSubheader';
import ListItemText from '@mui/material/ListItemText';
import UnfoldMore from '@mui/icons-material/UnfoldMore';
import type { ProductIdentity } from '../../products/identity';
import { DocsLink } from '../link/DocsLink';
import { useTranslate } from '../i18n/TranslationContext';
import { MenuButton } from './MenuButton';

/** A product the switcher offers, with the page it opens. */
export interface ProductEntry {
  product: ProductIdentity;
  href: string;
}

/** Switches between the documented products, grouped by section (Core, Internal docs). */
export function ProductSwitcher({ products, currentId }: { products: ProductEntry[]; currentId: string }) {
  const t = useTranslate();
  const current = products.find((p) => p.product.id === currentId)?.product;
  const sections = [...new Set(products.map((p) => p.product.section))];
  return (
    <MenuButton
      label={`${t('productSwitcher.label')}: ${current?.name ?? ''}`}
      buttonProps={{ color: 'inherit', endIcon: <UnfoldMore fontSize="small" />, sx: { fontWeight: 700, textTransform: 'none', fontSize: '1rem' } }}
      items={(close) =>
        sections.flatMap((section) => [
          // A heading inside role=menu must not claim to be a list item.
          <ListSubheader key={`h-${section}`} role="none" sx={{ lineHeight: 2.5, fontSize: '0.7rem', textTransform: 'uppercase', fontWeight: 700 }}>
            {section}
          </ListSubheader>,
          ...products
            .filter((p) => p.product.section === section)
            .map(({ product, href }) => (
              <MenuItem
                key={product.id}
                component={DocsLink}
                href={href}
                selected={product.id === currentId}
                aria-current={product.id === currentId ? 'page' : undefined}
                onClick={close}
              >
                <ListItemText primary={product.name} secondary={product.versions.find((v) => v.current)?.text} />
              </MenuItem>
            )),
        ])
      }
    >
      {current?.name}
    </MenuButton>
  );
}
