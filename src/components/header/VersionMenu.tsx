import MenuItem from '@mui/material/MenuItem';
import Divider from '@mui/material/Divider';
import ArrowDropDown from '@mui/icons-material/ArrowDropDown';
import { versionLinks, type VersionLink } from '../../products/identity';
import { useLanguage, useTranslate } from '../i18n/TranslationContext';
import { MenuButton } from './MenuButton';
import { clickAttributes } from '../../analytics/clickAttributes';

export interface VersionMenuProps {
  /** The product's versions as written (English links): the menu prefixes them for the reader's language. */
  versions: VersionLink[];
  /** Link to the list of every version, when the product has one. */
  allVersionsHref?: string;
  /** Opens the menu on first render (stories). */
  defaultOpen?: boolean;
}

/**
 * The version menu of a product (spec §1): each version is a link, with the reader's language
 * prefix (spec §2); the current one is marked.
 */
export function VersionMenu({ versions: written, allVersionsHref, defaultOpen = false }: VersionMenuProps) {
  const t = useTranslate();
  const versions = versionLinks(written, useLanguage());
  const current = versions.find((v) => v.current) ?? versions[0];
  if (!current) return null;
  return (
    <MenuButton
      label={`${t('versionMenu.label')}: ${current.text}`}
      defaultOpen={defaultOpen}
      buttonProps={{ size: 'small', variant: 'outlined', color: 'inherit', endIcon: <ArrowDropDown />, sx: { fontSize: '0.75rem', py: 0.25, borderColor: 'divider', textTransform: 'none' } }}
      items={(close) => [
        ...versions.map((v) => (
          <MenuItem key={v.text} component="a" href={v.href} selected={v.current} aria-current={v.current ? 'true' : undefined} onClick={close} {...clickAttributes({ category: 'version-menu', action: 'version-click', label: v.text })}>
            {v.text}
            {v.current ? ` (${t('versionMenu.current')})` : ''}
          </MenuItem>
        )),
        ...(allVersionsHref
          ? [
              <Divider key="divider" />,
              <MenuItem key="all" component="a" href={allVersionsHref} onClick={close} {...clickAttributes({ category: 'version-menu', action: 'all-versions-click' })}>
                {t('versionMenu.allVersions')}
              </MenuItem>,
            ]
          : []),
      ]}
    >
      {current.text}
    </MenuButton>
  );
}
