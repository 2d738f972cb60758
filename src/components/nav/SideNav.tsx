import { useEffect, useRef } from 'react';
import List from '@mui/material/List';
import ListSubheader from '@mui/material/ListSubheader';
import Box from '@mui/material/Box';
import ExpandMore from '@mui/icons-material/ExpandMore';
import type { NavItemData } from '../../nav/types';
import { titleOf } from '../../nav/title';
import { flagsOf } from '../../nav/flags';
import { useTranslate } from '../i18n/TranslationContext';
import { NavItem } from './NavItem';
import { FlagChip } from './FlagChip';

export interface SideNavProps {
  /** The product's nav tree, already pruned to written pages. */
  items: NavItemData[];
  /** Pathname of the page being read. */
  activePath: string;
  onNavigate?: () => void;
}

const containsPath = (item: NavItemData, path: string): boolean =>
  item.pathname === path || (item.children ?? []).some((c) => containsPath(c, path));

/** The data attribute a group carries: the site keeps open groups from page to page by it. */
export const NAV_GROUP_ATTR = 'data-nav-group';

/**
 * A collapsible group: a native <details>, so it opens and closes without JavaScript. Open when
 * it is a top-level group or holds the page being read.
 */
function NavGroup({ item, depth, activePath, onNavigate }: { item: NavItemData; depth: number } & Omit<SideNavProps, 'items'>) {
  const open = depth === 0 || containsPath(item, activePath);
  return (
    <li>
      <Box component="details" open={open} {...{ [NAV_GROUP_ATTR]: item.pathname }} sx={groupSx}>
        <Box component="summary" sx={{ py: 0.5, paddingInlineStart: 1.5 + depth * 1.5, paddingInlineEnd: 1 }}>
          <Box component="span" sx={{ flexGrow: 1 }}>
            {titleOf(item)}
            {flagsOf(item).map((flag) => (
              <FlagChip key={flag} flag={flag} />
            ))}
          </Box>
          <ExpandMore fontSize="small" className="chevron" />
        </Box>
        <NavList items={item.children ?? []} depth={depth + 1} activePath={activePath} onNavigate={onNavigate} />
      </Box>
    </li>
  );
}

// Looks like a list button; collapsed, the chevron points towards the reading direction.
const groupSx = {
  '& > summary': {
    display: 'flex',
    alignItems: 'center',
    listStyle: 'none',
    cursor: 'pointer',
    borderRadius: 1,
    fontSize: '0.875rem',
    fontWeight: 700,
    lineHeight: 1.43,
    minHeight: 32,
    '&::-webkit-details-marker': { display: 'none' },
    '&:hover': { bgcolor: 'action.hover' },
    '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: -2 },
  },
  '& > summary .chevron': { transition: 'transform 150ms', transform: 'rotate(-90deg)' },
  '[dir="rtl"] & > summary .chevron': { transform: 'rotate(90deg)' },
  '&[open] > summary .chevron': { transform: 'rotate(0deg)' },
} as const;

function NavList({ items, depth, activePath, onNavigate }: SideNavProps & { depth: number }) {
  return (
    <List dense disablePadding>
      {items.map((item) => {
        if (item.subheader && item.children) {
          return (
            <li key={item.pathname}>
              <ListSubheader
                component="div"
                disableSticky
                sx={{ lineHeight: 2.5, fontSize: '0.7rem', fontWeight: 700, textTransform: 'uppercase', letterSpacing: '.08em', paddingInlineStart: 1.5 + depth * 1.5, bgcolor: 'transparent' }}
              >
                {item.subheader}
                {flagsOf(item).map((flag) => (
                  <FlagChip key={flag} flag={flag} />
                ))}
              </ListSubheader>
              <NavList items={item.children} depth={depth} activePath={activePath} onNavigate={onNavigate} />
            </li>
          );
        }
        if (item.children) {
          return <NavGroup key={item.pathname} item={item} depth={depth} activePath={activePath} onNavigate={onNavigate} />;
        }
        return (
          <li key={item.pathname}>
            <NavItem item={item} depth={depth} current={item.pathname === activePath} onNavigate={onNavigate} />
          </li>
        );
      })}
    </List>
  );
}

/** The side navigation: subheaders as dividers, groups collapsible to any depth, active page in view. */
export function SideNav({ items, activePath, onNavigate }: SideNavProps) {
  const t = useTranslate();
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    const nav = ref.current;
    const active = nav?.querySelector<HTMLElement>('[aria-current="page"]');
    const scroller = nav?.closest<HTMLElement>('[data-nav-scroller]');
    if (!active || !scroller) return;
    // Scroll the nav pane only, never the page: centre the active item.
    const offset = active.getBoundingClientRect().top - scroller.getBoundingClientRect().top;
    scroller.scrollTop += offset - scroller.clientHeight / 2;
  }, [activePath]);
  return (
    <Box component="nav" aria-label={t('nav.label')} ref={ref} sx={{ px: 1, pb: 4 }}>
      <NavList items={items} depth={0} activePath={activePath} onNavigate={onNavigate} />
    </Box>
  );
}
