import { useEffect, useId, useRef, useState } from 'react';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Divider from '@mui/material/Divider';
import ArrowDropDown from '@mui/icons-material/ArrowDropDown';
import type { VersionLink } from '../../products/identity';
import { useTranslate } from '../i18n/TranslationContext';

export interface VersionMenuProps {
  versions: VersionLink[];
  /** Link to the list of every version, when the product has one. */
  allVersionsHref?: string;
  /** Opens the menu on first render (stories). */
  defaultOpen?: boolean;
}

/** The version menu of a product (spec §1): each version is a link; the current one is marked. */
export function VersionMenu({ versions, allVersionsHref, defaultOpen = false }: VersionMenuProps) {
  const t = useTranslate();
  const id = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (defaultOpen) setAnchor(buttonRef.current);
  }, [defaultOpen]);
  const current = versions.find((v) => v.current) ?? versions[0];
  if (!current) return null;
  const open = Boolean(anchor);
  const close = () => setAnchor(null);
  return (
    <>
      <Button
        id={`${id}-button`}
        size="small"
        variant="outlined"
        color="inherit"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? `${id}-menu` : undefined}
        aria-label={`${t('versionMenu.label')}: ${current.text}`}
        endIcon={<ArrowDropDown />}
        onClick={(e) => setAnchor(e.currentTarget)}
        ref={buttonRef}
        sx={{ fontSize: '0.75rem', py: 0.25, borderColor: 'divider' }}
      >
        {current.text}
      </Button>
      <Menu id={`${id}-menu`} anchorEl={anchor} open={open} onClose={close} slotProps={{ list: { 'aria-labelledby': `${id}-button` } }}>
        {versions.map((v) => (
          <MenuItem key={v.text} component="a" href={v.href} selected={v.current} aria-current={v.current ? 'true' : undefined} onClick={close}>
            {v.text}
            {v.current ? ` (${t('versionMenu.current')})` : ''}
          </MenuItem>
        ))}
        {allVersionsHref && <Divider />}
        {allVersionsHref && (
          <MenuItem component="a" href={allVersionsHref} onClick={close}>
            {t('versionMenu.allVersions')}
          </MenuItem>
        )}
      </Menu>
    </>
  );
}
