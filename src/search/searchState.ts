import type { SearchHit } from './types';
import { displayOrder } from './groups';
import { moveActive, type NavigationKey } from './activeOption';

/** Where the dialog is: nothing typed, a query out, an answer, or no engine to ask. */
export type SearchStatus = 'idle' | 'pending' | 'done' | 'unavailable' | 'error';

export interface SearchState {
  /** What the reader typed. */
  query: string;
  status: SearchStatus;
  /** The engine has taken longer than SEARCH.slowAfterMs: the loading indicator shows. */
  slow: boolean;
  /** The hits shown, in display order, kept while a newer query is pending so the list does not flash. */
  hits: SearchHit[];
  /** The (trimmed) query `hits` answer. */
  hitsFor: string;
  /** Index of the active option in `hits`; -1 when none. */
  active: number;
  /** The index has loaded (or answered a query): a later failure while online is an error, not "unavailable". */
  indexLoaded: boolean;
  /** Bumped by a retry, so the engine is loaded again. */
  attempt: number;
}

export type SearchAction =
  | { type: 'typed'; query: string }
  | { type: 'slow'; query: string }
  | { type: 'answered'; query: string; hits: SearchHit[] }
  | { type: 'failed'; query: string; online: boolean }
  | { type: 'loaded' }
  | { type: 'loadFailed' }
  | { type: 'retry' }
  | { type: 'key'; key: NavigationKey }
  | { type: 'hover'; index: number };

export const initialSearchState = (query = ''): SearchState =>
  searchReducer({ query: '', status: 'idle', slow: false, hits: [], hitsFor: '', active: -1, indexLoaded: false, attempt: 0 }, { type: 'typed', query });

/** The dialog's state machine; answers and failures for an older query are dropped. */
export function searchReducer(state: SearchState, action: SearchAction): SearchState {
  switch (action.type) {
    case 'typed':
      if (action.query.trim() === '') return { ...state, query: action.query, status: 'idle', slow: false, hits: [], hitsFor: '', active: -1 };
      return { ...state, query: action.query, status: 'pending', slow: false };
    case 'slow':
      return action.query === state.query && state.status === 'pending' ? { ...state, slow: true } : state;
    case 'answered': {
      if (action.query !== state.query || state.status !== 'pending') return state;
      const hits = displayOrder(action.hits);
      return { ...state, status: 'done', slow: false, hits, hitsFor: action.query.trim(), active: hits.length ? 0 : -1, indexLoaded: true };
    }
    case 'failed':
      if (action.query !== state.query || state.status !== 'pending') return state;
      // The index never loaded, or the reader is offline: the index is what is missing. Otherwise this query broke.
      return { ...state, status: !state.indexLoaded || !action.online ? 'unavailable' : 'error', slow: false, hits: [], hitsFor: '', active: -1 };
    case 'loaded':
      return { ...state, indexLoaded: true };
    case 'loadFailed':
      // A query already answered proves the index is there: a late warm-up failure changes nothing.
      if (state.indexLoaded) return state;
      return { ...state, status: 'unavailable', slow: false, hits: [], hitsFor: '', active: -1 };
    case 'retry':
      return { ...state, status: state.query.trim() === '' ? 'idle' : 'pending', slow: false, attempt: state.attempt + 1 };
    case 'key':
      return { ...state, active: moveActive(state.active, state.hits.length, action.key) };
    case 'hover':
      return action.index >= 0 && action.index < state.hits.length ? { ...state, active: action.index } : state;
  }
}

/** What the dialog body shows for a state. */
export type SearchView = 'hint' | 'searching' | 'results' | 'noResults' | 'unavailable' | 'error';

export function searchViewOf(state: SearchState): SearchView {
  switch (state.status) {
    case 'idle':
      return 'hint';
    case 'unavailable':
    case 'error':
      return state.status;
    case 'done':
      return state.hits.length ? 'results' : 'noResults';
    case 'pending':
      // The last answer stays up until the new one arrives; with none yet, the hint (or, once slow, "Searching").
      if (state.hits.length) return 'results';
      if (state.hitsFor) return 'noResults';
      return state.slow ? 'searching' : 'hint';
  }
}
