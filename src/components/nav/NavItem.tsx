import { styled } from '@mui/material/styles';
import { visuallyHidden } from '@mui/utils';
import type { NavItemData } from '../../nav/types';
import { flagsOf, planMarkerOf } from '../../nav/flags';
import { titleOf } from '../../nav/title';
import { hrefOf, isOutbound } from '../../nav/outbound';
import { Tr } from '../i18n/Tr';
import { FlagChip } from './FlagChip';
import { PlanMarker } from './PlanMarker';
import { NavIconGlyph } from './NavIconGlyph';
import { navRowStyles } from './navRow.styles';

export interface NavItemProps {
  item: NavItemData;
  depth: number;
  current?: boolean;
  onNavigate?: () => void;
}

const NavLink = styled('a', { shouldForwardProp: (prop) => prop !== 'depth' })<{ depth: number }>(({ theme, depth }) => {
  const palette = (theme.vars ?? theme).palette;
  return {
    ...navRowStyles(theme, depth),
    color: palette.text.secondary,
    fontWeight: 500,
    overflowWrap: 'anywhere',
    // Many flags wrap onto the next line instead of squeezing the title.
    flexWrap: 'wrap',
    rowGap: 4,
    '&[aria-current="page"]': {
      color: palette.primary.main,
      fontWeight: 600,
      backgroundColor: theme.vars
        ? `rgba(${theme.vars.palette.primary.mainChannel} / ${theme.vars.palette.action.selectedOpacity})`
        : theme.palette.action.selected,
    },
  };
});

/** One page link of the side nav: its icon if it has one, title, a chip per flag, a plan marker (spec §2). */
export function NavItem({ item, depth, current = false, onNavigate }: NavItemProps) {
  const outbound = isOutbound(item);
  const plan = planMarkerOf(item);
  const { href: _href, ...linkProps } = item.linkProps ?? {};
  return (
    <NavLink
      depth={depth}
      href={hrefOf(item)}
      aria-current={current ? 'page' : undefined}
      onClick={onNavigate}
      {...(outbound && { target: '_blank', rel: 'noopener' })}
      {...linkProps}
    >
      {item.icon && <NavIconGlyph icon={item.icon} />}
      {titleOf(item)}
      {flagsOf(item).map((flag) => (
        <FlagChip key={flag} flag={flag} />
      ))}
      {plan && <PlanMarker plan={plan} />}
      {outbound && (
        <span style={visuallyHidden}>
          {' ('}
          <Tr k="nav.outbound" />)
        </span>
      )}
    </NavLink>
  );
}
