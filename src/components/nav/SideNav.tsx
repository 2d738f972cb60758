import { useEffect, useRef } from 'react';
import { styled } from '@mui/material/styles';
import type { NavItemData } from '../../nav/types';
import { titleOf } from '../../nav/title';
import { flagsOf } from '../../nav/flags';
import { useTrAttrs } from '../i18n/Tr';
import { NavItem } from './NavItem';
import { FlagChip } from './FlagChip';
import { navRowStyles } from './navRow.styles';
import { NavIconGlyph } from './NavIconGlyph';
import { centreInPane } from './centreInPane';

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

// Plain lists: the nav is on every page, so its markup is kept to one class per element kind.
const Nav = styled('nav')(({ theme }) => ({
  paddingInline: theme.spacing(1),
  paddingBottom: theme.spacing(4),
  '& ul': { listStyle: 'none', margin: 0, padding: 0 },
}));

// A group's title row; collapsed, the chevron points towards the reading direction.
const Summary = styled('summary', { shouldForwardProp: (prop) => prop !== 'depth' })<{ depth: number }>(({ theme, depth }) => ({
  ...navRowStyles(theme, depth),
  minHeight: 32,
  listStyle: 'none',
  fontWeight: 700,
  color: (theme.vars ?? theme).palette.text.primary,
  '&::-webkit-details-marker': { display: 'none' },
  '& > span': { flexGrow: 1 },
  // The chevron is the row's last child (a group's own icon, if any, comes first).
  '& > svg:last-child': { width: 20, height: 20, flexShrink: 0, fill: 'currentColor', transition: 'transform 150ms', transform: 'rotate(-90deg)' },
  '[dir="rtl"] & > svg:last-child': { transform: 'rotate(90deg)' },
  'details[open] > & > svg:last-child': { transform: 'none' },
}));

const Subheader = styled('div', { shouldForwardProp: (prop) => prop !== 'depth' })<{ depth: number }>(({ theme, depth }) => ({
  display: 'flex',
  alignItems: 'center',
  paddingInlineStart: 12 + depth * 12,
  lineHeight: 2.5,
  fontSize: '0.7rem',
  fontWeight: 700,
  textTransform: 'uppercase',
  letterSpacing: '.08em',
  color: (theme.vars ?? theme).palette.text.secondary,
}));

// MUI's ExpandMore path, inline: an icon component per group would add its classes to every page.
const CHEVRON = 'M16.59 8.59 12 13.17 7.41 8.59 6 10l6 6 6-6z';

/**
 * A collapsible group: a native <details>, so it opens and closes without JavaScript. Open when
 * it is a top-level group or holds the page being read.
 */
function NavGroup({ item, depth, activePath, onNavigate }: { item: NavItemData; depth: number } & Omit<SideNavProps, 'items'>) {
  const open = depth === 0 || containsPath(item, activePath);
  return (
    <li>
      <details open={open} {...{ [NAV_GROUP_ATTR]: item.pathname }}>
        <Summary depth={depth}>
          {item.icon && <NavIconGlyph icon={item.icon} />}
          <span>
            {titleOf(item)}
            {flagsOf(item).map((flag) => (
              <FlagChip key={flag} flag={flag} />
            ))}
          </span>
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d={CHEVRON} />
          </svg>
        </Summary>
        <NavList items={item.children ?? []} depth={depth + 1} activePath={activePath} onNavigate={onNavigate} />
      </details>
    </li>
  );
}

function NavList({ items, depth, activePath, onNavigate }: SideNavProps & { depth: number }) {
  return (
    <ul>
      {items.map((item) => {
        if (item.subheader && item.children) {
          return (
            <li key={item.pathname}>
              <Subheader depth={depth}>
                {item.subheader}
                {flagsOf(item).map((flag) => (
                  <FlagChip key={flag} flag={flag} />
                ))}
              </Subheader>
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
    </ul>
  );
}

/** The side navigation: subheaders as dividers, groups collapsible to any depth, active page in view. */
export function SideNav({ items, activePath, onNavigate }: SideNavProps) {
  const trAttrs = useTrAttrs();
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    const nav = ref.current;
    const active = nav?.querySelector<HTMLElement>('[aria-current="page"]');
    const scroller = nav?.closest<HTMLElement>('[data-nav-scroller]');
    if (!active || !scroller) return;
    centreInPane(scroller, active);
  }, [activePath]);
  return (
    <Nav {...trAttrs({ 'aria-label': 'nav.label' })} ref={ref}>
      <NavList items={items} depth={0} activePath={activePath} onNavigate={onNavigate} />
    </Nav>
  );
}
