import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { useTheme } from '@mui/material/styles';
import { DocsLink } from '../link/DocsLink';
import { visuallyHidden } from '@mui/utils';
import { Tr, useTrAttrs } from '../i18n/Tr';
import { clickAttributes } from '../../analytics/clickAttributes';

export interface PageLink {
  title: string;
  pathname: string;
}

/** Links to the previous and next page in nav order; arrows follow the text direction. */
export function PrevNext({ prev, next }: { prev?: PageLink; next?: PageLink }) {
  const trAttrs = useTrAttrs();
  const rtl = useTheme().direction === 'rtl';
  if (!prev && !next) return null;
  const Back = rtl ? ChevronRight : ChevronLeft;
  const Forward = rtl ? ChevronLeft : ChevronRight;
  return (
    <Box component="nav" {...trAttrs({ 'aria-label': 'prevNext.label' })} sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, mt: 6, flexWrap: 'wrap' }}>
      {prev ? (
        <Button component={DocsLink} href={prev.pathname} startIcon={<Back />} sx={{ textTransform: 'none' }} {...clickAttributes({ category: 'prev-next', action: 'previous-click', label: prev.pathname })}>
          <span style={visuallyHidden}>
            <Tr k="prevNext.previous" />:{' '}
          </span>
          {prev.title}
        </Button>
      ) : (
        <span />
      )}
      {next && (
        <Button component={DocsLink} href={next.pathname} endIcon={<Forward />} sx={{ textTransform: 'none', marginInlineStart: 'auto' }} {...clickAttributes({ category: 'prev-next', action: 'next-click', label: next.pathname })}>
          <span style={visuallyHidden}>
            <Tr k="prevNext.next" />:{' '}
          </span>
          {next.title}
        </Button>
      )}
    </Box>
  );
}
