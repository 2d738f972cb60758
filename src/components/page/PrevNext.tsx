import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { useTheme } from '@mui/material/styles';
import { DocsLink } from '../link/DocsLink';
import { useTranslate } from '../i18n/TranslationContext';
import { clickAttributes } from '../../analytics/clickAttributes';

export interface PageLink {
  title: string;
  pathname: string;
}

/** Links to the previous and next page in nav order; arrows follow the text direction. */
export function PrevNext({ prev, next }: { prev?: PageLink; next?: PageLink }) {
  const t = useTranslate();
  const rtl = useTheme().direction === 'rtl';
  if (!prev && !next) return null;
  const Back = rtl ? ChevronRight : ChevronLeft;
  const Forward = rtl ? ChevronLeft : ChevronRight;
  return (
    <Box component="nav" aria-label={t('prevNext.label')} sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, mt: 6, flexWrap: 'wrap' }}>
      {prev ? (
        <Button component={DocsLink} href={prev.pathname} startIcon={<Back />} sx={{ textTransform: 'none' }} aria-label={`${t('prevNext.previous')}: ${prev.title}`} {...clickAttributes({ category: 'prev-next', action: 'previous-click', label: prev.pathname })}>
          {prev.title}
        </Button>
      ) : (
        <span />
      )}
      {next && (
        <Button component={DocsLink} href={next.pathname} endIcon={<Forward />} sx={{ textTransform: 'none', marginInlineStart: 'auto' }} aria-label={`${t('prevNext.next')}: ${next.title}`} {...clickAttributes({ category: 'prev-next', action: 'next-click', label: next.pathname })}>
          {next.title}
        </Button>
      )}
    </Box>
  );
}
