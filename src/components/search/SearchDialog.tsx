import { useEffect, useId, useMemo, type KeyboardEvent } from 'react';
import Dialog from '@mui/material/Dialog';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputBase from '@mui/material/InputBase';
import LinearProgress from '@mui/material/LinearProgress';
import SearchIcon from '@mui/icons-material/Search';
import CloseIcon from '@mui/icons-material/Close';
import { groupByProduct } from '../../search/groups';
import { isNavigationKey } from '../../search/activeOption';
import { searchViewOf } from '../../search/searchState';
import type { SearchBackend } from '../../search/types';
import { useTranslate } from '../i18n/TranslationContext';
import { SearchResults } from './SearchResults';
import { SearchMessage, SearchStatusText } from './SearchMessage';
import { useSearch, type UseSearchOptions } from './useSearch';
import { bodySx, dialogSx, footerSx, inputRowSx, inputSx, progressSlotSx } from './searchDialog.styles';

export interface SearchDialogProps extends UseSearchOptions {
  open: boolean;
  /** Escape, the close button, a click outside, or a result opened. */
  onClose: () => void;
  backend: SearchBackend;
}

/**
 * The search dialog: a combobox field over a listbox of results grouped by product. Focus stays
 * in the field; ArrowUp/ArrowDown/Home/End move the active result, Enter opens it, Escape closes.
 */
export function SearchDialog({ open, onClose, backend, ...options }: SearchDialogProps) {
  const t = useTranslate();
  const id = useId();
  const { state, type, move, hover, retry } = useSearch(backend, options);
  const view = searchViewOf(state);
  const groups = useMemo(() => (view === 'results' ? groupByProduct(state.hits) : []), [view, state.hits]);
  const listId = `${id}-results`;
  const optionId = (index: number) => `${id}-result-${index}`;
  const expanded = groups.length > 0;
  const activeId = expanded && state.active >= 0 ? optionId(state.active) : undefined;

  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView({ block: 'nearest' });
  }, [activeId]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!expanded) return;
    if (isNavigationKey(event.key)) {
      event.preventDefault();
      move(event.key);
    } else if (event.key === 'Enter' && activeId) {
      event.preventDefault();
      document.getElementById(activeId)?.click();
    }
  };

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" disableRestoreFocus sx={dialogSx} slotProps={{ paper: { 'aria-label': t('search.dialog') } as object }}>
      <Box sx={inputRowSx}>
        <SearchIcon />
        <InputBase
          autoFocus
          value={state.query}
          onChange={(e) => type(e.target.value)}
          onKeyDown={onKeyDown}
          // Reopened with the last query: selected, so typing starts a new one.
          onFocus={(e) => e.target.select()}
          placeholder={t('search.placeholder')}
          sx={inputSx}
          inputProps={{
            role: 'combobox',
            'aria-label': t('search.placeholder'),
            'aria-expanded': expanded,
            'aria-controls': listId,
            'aria-activedescendant': activeId,
            'aria-autocomplete': 'list',
            autoComplete: 'off',
            autoCapitalize: 'off',
            spellCheck: false,
            enterKeyHint: 'go',
          }}
        />
        <Button size="small" color="inherit" onClick={onClose} aria-label={t('search.close')} sx={{ minWidth: 0, fontSize: '0.75rem', textTransform: 'none', border: { sm: 1 }, borderColor: { sm: 'divider' }, py: { xs: 0.5, sm: 0 }, px: 0.75 }}>
          <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
            Esc
          </Box>
          <CloseIcon fontSize="small" sx={{ display: { sm: 'none' } }} />
        </Button>
      </Box>
      <Box sx={progressSlotSx}>{state.status === 'pending' && state.slow && <LinearProgress aria-label={t('search.searching')} />}</Box>
      <Box sx={bodySx} aria-busy={state.status === 'pending'}>
        <SearchResults id={listId} groups={groups} active={state.active} optionId={optionId} onHover={hover} onNavigate={onClose} />
        {view !== 'results' && <SearchMessage view={view} query={state.hitsFor} onRetry={retry} />}
      </Box>
      <Box sx={footerSx} aria-hidden="true">
        {t('search.keys')}
      </Box>
      <SearchStatusText state={state} view={view} />
    </Dialog>
  );
}
