import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import ListSubheader from '@mui/material/ListSubheader';
import ListItemText from '@mui/material/ListItemText';
import UnfoldMore from '@mui/icons-material/UnfoldMore';
import type { ProductIdentity } from '../../products/identity';
import { DocsLink } from '../link/DocsLink';
import { useTranslate } from '../i18n/TranslationContext';

/** A product the switcher offers, with the page it opens. */
export interface ProductEntry {
  product: ProductIdentity;
  href: string;
}

/** Switches between the documented products, grouped by section (Core, Internal docs). */
export function ProductSwitcher({ products, currentId }: { products: ProductEntry[]; currentId: string }) {
  const t = useTranslate();
  const id = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const current = products.find((p) => p.product.id === currentId)?.product;
  const sections = [...new Set(products.map((p) => p.product.section))];
  return (
    <>
      <Button
        id={`${id}-button`}
        color="inherit"
        aria-haspopup="menu"
        aria-expanded={Boolean(anchor)}
        aria-controls={anchor ? `${id}-menu` : undefined}
        aria-label={`${t('productSwitcher.label')}: ${current?.name ?? ''}`}
        endIcon={<UnfoldMore fontSize="small" />}
        onClick={(e) => setAnchor(e.currentTarget)}
        sx={{ fontWeight: 700, textTransform: 'none', fontSize: '1rem' }}
      >
        {current?.name}
      </Button>
      <Menu id={`${id}-menu`} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)} slotProps={{ list: { 'aria-labelledby': `${id}-button` } }}>
        {sections.flatMap((section) => [
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
                onClick={() => setAnchor(null)}
              >
                <ListItemText primary={product.name} secondary={product.versions.find((v) => v.current)?.text} />
              </MenuItem>
            )),
        ])}
      </Menu>
    </>
  );
}
