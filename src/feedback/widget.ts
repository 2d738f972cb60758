import type { FeedbackRating } from '../spec/feedback';
import { FEEDBACK_LIMITS } from '../spec/feedback';
import { charCount } from './validate';

/** The "Was this page helpful?" widget: what the reader chose and typed, and where the sending is. */
export interface FeedbackWidgetState {
  rating: FeedbackRating | null;
  commentOpen: boolean;
  comment: string;
  status: 'idle' | 'sending' | 'sent' | 'failed';
}

export type FeedbackWidgetAction =
  | { type: 'rate'; rating: FeedbackRating }
  | { type: 'openComment' }
  | { type: 'type'; comment: string }
  | { type: 'send' }
  | { type: 'sent' }
  | { type: 'failed' };

export const initialFeedbackWidget: FeedbackWidgetState = { rating: null, commentOpen: false, comment: '', status: 'idle' };

/** Pure transitions; a failure keeps the rating and the comment, so the reader can send again. */
export function feedbackWidgetReducer(state: FeedbackWidgetState, action: FeedbackWidgetAction): FeedbackWidgetState {
  if (state.status === 'sending' && action.type !== 'sent' && action.type !== 'failed') return state;
  if (state.status === 'sent') return state;
  switch (action.type) {
    case 'rate':
      return { ...state, rating: action.rating, status: 'idle' };
    case 'openComment':
      return { ...state, commentOpen: true };
    case 'type':
      return { ...state, comment: action.comment };
    case 'send':
      return canSend(state) ? { ...state, status: 'sending' } : state;
    case 'sent':
      return state.status === 'sending' ? { ...state, status: 'sent' } : state;
    case 'failed':
      return state.status === 'sending' ? { ...state, status: 'failed' } : state;
  }
}

/** A rating is chosen and the comment fits the server's limit. */
export const canSend = (state: FeedbackWidgetState): boolean =>
  state.rating !== null && charCount(state.comment) <= FEEDBACK_LIMITS.commentMaxChars;
