import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { SearchState, SearchView } from '../../search/searchState';
import { useTranslate } from '../i18n/TranslationContext';
import { messageSx } from './searchDialog.styles';

type Translate = ReturnType<typeof useTranslate>;

const messageOf = (t: Translate, view: Exclude<SearchView, 'results'>, query: string): string =>
  ({
    hint: t('search.hint'),
    searching: t('search.searching'),
    noResults: t('search.noResults').replace('{query}', () => query),
    unavailable: t('search.unavailable'),
    error: t('search.error'),
  })[view];

/** The dialog body when there is no list to show: the hint, "Searching…", no results, offline, error. */
export function SearchMessage({ view, query, onRetry }: { view: Exclude<SearchView, 'results'>; query: string; onRetry: () => void }) {
  const t = useTranslate();
  const text = messageOf(t, view, query);
  const retry = view === 'unavailable' || view === 'error';
  return (
    <Box sx={messageSx} data-search-state={view}>
      <Box component="p" sx={{ m: 0 }}>
        {text}
      </Box>
      {retry && (
        <Button variant="outlined" size="small" onClick={onRetry} sx={{ mt: 2 }}>
          {t('search.retry')}
        </Button>
      )}
    </Box>
  );
}

/** What a screen reader hears after each answer (the list itself is not a live region). */
export function SearchStatusText({ state, view }: { state: SearchState; view: SearchView }) {
  const t = useTranslate();
  let text = '';
  if (state.status === 'done' && view === 'results') text = state.hits.length === 1 ? t('search.oneResult') : t('search.resultCount').replace('{count}', String(state.hits.length));
  else if (view === 'noResults' || view === 'unavailable' || view === 'error') text = messageOf(t, view, state.hitsFor);
  return (
    <Box role="status" sx={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clipPath: 'inset(50%)', whiteSpace: 'nowrap' }}>
      {text}
    </Box>
  );
}
