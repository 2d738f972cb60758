import ListItemButton from '@mui/material/ListItemButton';
import Box from '@mui/material/Box';
import { visuallyHidden } from '@mui/utils';
import type { NavItemData } from '../../nav/types';
import { flagsOf, planMarkerOf } from '../../nav/flags';
import { titleOf } from '../../nav/title';
import { hrefOf, isOutbound } from '../../nav/outbound';
import { DocsLink } from '../link/DocsLink';
import { useTranslate } from '../i18n/TranslationContext';
import { FlagChip } from './FlagChip';
import { PlanMarker } from './PlanMarker';

export interface NavItemProps {
  item: NavItemData;
  depth: number;
  current?: boolean;
  onNavigate?: () => void;
}

/** One page link of the side nav: title, a chip per flag, a plan marker (spec §2). */
export function NavItem({ item, depth, current = false, onNavigate }: NavItemProps) {
  const t = useTranslate();
  const outbound = isOutbound(item);
  const plan = planMarkerOf(item);
  const { href: _href, ...linkProps } = item.linkProps ?? {};
  return (
    <ListItemButton
      component={DocsLink}
      href={hrefOf(item)}
      selected={current}
      aria-current={current ? 'page' : undefined}
      onClick={onNavigate}
      {...(outbound && { target: '_blank', rel: 'noopener' })}
      {...linkProps}
      sx={{
        py: 0.5,
        paddingInlineStart: 1.5 + depth * 1.5,
        borderRadius: 1,
        fontSize: '0.875rem',
        fontWeight: current ? 600 : 500,
        color: current ? 'primary.main' : 'text.secondary',
      }}
    >
      <Box component="span" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
        {titleOf(item)}
      </Box>
      {flagsOf(item).map((flag) => (
        <FlagChip key={flag} flag={flag} />
      ))}
      {plan && <PlanMarker plan={plan} />}
      {outbound && (
        <Box component="span" sx={visuallyHidden}>
          {` (${t('nav.outbound')})`}
        </Box>
      )}
    </ListItemButton>
  );
}
