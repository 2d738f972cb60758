import { useEffect, useReducer } from 'react';
import { SEARCH } from '../../spec/search';
import { initialSearchState, searchReducer, type SearchState } from '../../search/searchState';
import type { NavigationKey } from '../../search/activeOption';
import type { SearchBackend } from '../../search/types';

export interface UseSearchOptions {
  initialQuery?: string;
  /** Typing pause before a query is sent (SEARCH.debounceMs). */
  debounceMs?: number;
  /** How long a sent query may take before the loading indicator shows (SEARCH.slowAfterMs). */
  slowAfterMs?: number;
}

export interface SearchControls {
  state: SearchState;
  type: (query: string) => void;
  move: (key: NavigationKey) => void;
  hover: (index: number) => void;
  retry: () => void;
}

/** Drives the search state machine with the backend and the clock: the only place with timers. */
export function useSearch(backend: SearchBackend, { initialQuery = '', debounceMs = SEARCH.debounceMs, slowAfterMs = SEARCH.slowAfterMs }: UseSearchOptions = {}): SearchControls {
  const [state, dispatch] = useReducer(searchReducer, initialQuery, initialSearchState);
  const { query, status, attempt } = state;

  // The index loads as the dialog opens (and again on a retry), while the reader types.
  useEffect(() => {
    let live = true;
    backend.load().then(
      () => live && dispatch({ type: 'loaded' }),
      () => live && dispatch({ type: 'loadFailed' }),
    );
    return () => {
      live = false;
    };
  }, [backend, attempt]);

  useEffect(() => {
    if (status !== 'pending') return;
    let live = true;
    let slowTimer: number | undefined;
    const sendTimer = window.setTimeout(() => {
      slowTimer = window.setTimeout(() => live && dispatch({ type: 'slow', query }), slowAfterMs);
      backend.search(query.trim()).then(
        (hits) => live && dispatch({ type: 'answered', query, hits }),
        () => live && dispatch({ type: 'failed', query, online: navigator.onLine }),
      );
    }, debounceMs);
    return () => {
      live = false;
      window.clearTimeout(sendTimer);
      window.clearTimeout(slowTimer);
    };
  }, [backend, query, status, attempt, debounceMs, slowAfterMs]);

  return {
    state,
    type: (q) => dispatch({ type: 'typed', query: q }),
    move: (key) => dispatch({ type: 'key', key }),
    hover: (index) => dispatch({ type: 'hover', index }),
    retry: () => dispatch({ type: 'retry' }),
  };
}
