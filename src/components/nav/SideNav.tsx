import { useEffect, useRef, useState } from 'react';
import List from '@mui/material/List';
import ListSubheader from '@mui/material/ListSubheader';
import ListItemButton from '@mui/material/ListItemButton';
import Collapse from '@mui/material/Collapse';
import Box from '@mui/material/Box';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { useTheme } from '@mui/material/styles';
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

function NavGroup({ item, depth, activePath, onNavigate }: { item: NavItemData; depth: number } & Omit<SideNavProps, 'items'>) {
  const [open, setOpen] = useState(() => depth === 0 || containsPath(item, activePath));
  // Collapsed, the chevron points towards the reading direction.
  const closedTurn = useTheme().direction === 'rtl' ? 'rotate(90deg)' : 'rotate(-90deg)';
  const id = `nav-group-${item.pathname.replace(/[^a-z0-9]+/gi, '-')}`;
  return (
    <li>
      <ListItemButton
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
        sx={{ py: 0.5, paddingInlineStart: 1.5 + depth * 1.5, borderRadius: 1, fontSize: '0.875rem', fontWeight: 700 }}
      >
        <Box component="span" sx={{ flexGrow: 1 }}>
          {titleOf(item)}
          {flagsOf(item).map((flag) => (
            <FlagChip key={flag} flag={flag} />
          ))}
        </Box>
        <ExpandMore fontSize="small" sx={{ transform: open ? 'rotate(0deg)' : closedTurn, transition: 'transform 150ms' }} />
      </ListItemButton>
      <Collapse in={open} timeout="auto" unmountOnExit={false}>
        <NavList items={item.children ?? []} depth={depth + 1} activePath={activePath} onNavigate={onNavigate} id={id} />
      </Collapse>
    </li>
  );
}

function NavList({ items, depth, activePath, onNavigate, id }: SideNavProps & { depth: number; id?: string }) {
  return (
    <List dense disablePadding id={id}>
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
