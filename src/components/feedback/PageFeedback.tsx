import { useId, useReducer } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import Typography from '@mui/material/Typography';
import Alert from '@mui/material/Alert';
import ThumbUpAlt from '@mui/icons-material/ThumbUpAlt';
import ThumbDownAlt from '@mui/icons-material/ThumbDownAlt';
import { ERRORS } from '../../spec/errors';
import { FEEDBACK_LIMITS, type FeedbackRating } from '../../spec/feedback';
import { canSend, feedbackWidgetReducer, initialFeedbackWidget, type FeedbackWidgetState } from '../../feedback/widget';
import type { FeedbackPayload } from '../../feedback/client';
import { charCount } from '../../feedback/validate';
import { useTranslate } from '../i18n/TranslationContext';

export interface PageFeedbackProps {
  /** The page the feedback is about. */
  path: string;
  /** Sends it; rejects on failure. */
  send: (payload: FeedbackPayload) => Promise<void>;
  /** Start in a given state (stories). */
  initial?: FeedbackWidgetState;
}

const RATINGS: { rating: FeedbackRating; Icon: typeof ThumbUpAlt; label: 'feedback.yes' | 'feedback.no' }[] = [
  { rating: 'up', Icon: ThumbUpAlt, label: 'feedback.yes' },
  { rating: 'down', Icon: ThumbDownAlt, label: 'feedback.no' },
];

/** "Was this page helpful?": 👍/👎, an optional comment, and a failure that keeps what was typed. */
export function PageFeedback({ path, send, initial = initialFeedbackWidget }: PageFeedbackProps) {
  const t = useTranslate();
  const [state, dispatch] = useReducer(feedbackWidgetReducer, initial);
  const questionId = useId();
  const commentId = useId();
  const sending = state.status === 'sending';
  const submit = async () => {
    if (!canSend(state) || state.rating === null || sending) return;
    dispatch({ type: 'send' });
    try {
      await send({ path, rating: state.rating, comment: state.comment });
      dispatch({ type: 'sent' });
    } catch {
      dispatch({ type: 'failed' });
    }
  };
  if (state.status === 'sent') {
    return (
      <Box component="section" aria-labelledby={questionId} data-pagefind-ignore="" sx={{ mt: 4 }}>
        <Typography id={questionId} role="status" variant="body2">
          {t('feedback.thanks')}
        </Typography>
      </Box>
    );
  }
  const tooLong = charCount(state.comment) > FEEDBACK_LIMITS.commentMaxChars;
  return (
    <Box component="section" aria-labelledby={questionId} data-pagefind-ignore="" sx={{ mt: 4, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography id={questionId} variant="body2" component="h2" sx={{ fontWeight: 500 }}>
          {t('feedback.question')}
        </Typography>
        {RATINGS.map(({ rating, Icon, label }) => (
          <IconButton
            key={rating}
            size="small"
            aria-label={t(label)}
            aria-pressed={state.rating === rating}
            disabled={sending}
            color={state.rating === rating ? 'primary' : 'default'}
            onClick={() => dispatch({ type: 'rate', rating })}
          >
            <Icon fontSize="small" />
          </IconButton>
        ))}
      </Box>
      {state.rating !== null && state.commentOpen && (
        // The parts of a TextField, not TextField itself: it would bring Select (and Menu, Popover, Modal) into every page.
        <FormControl error={tooLong} sx={{ maxWidth: 560 }}>
          <InputLabel htmlFor={commentId}>{t('feedback.commentLabel')}</InputLabel>
          <OutlinedInput
            id={commentId}
            label={t('feedback.commentLabel')}
            multiline
            minRows={3}
            value={state.comment}
            // Read-only, not disabled, while sending: the text stays readable (contrast) and focusable.
            readOnly={sending}
            onChange={(e) => dispatch({ type: 'type', comment: e.target.value })}
            aria-describedby={`${commentId}-help`}
          />
          <FormHelperText id={`${commentId}-help`}>
            {tooLong ? t('feedback.tooLong').replace('{max}', String(FEEDBACK_LIMITS.commentMaxChars)) : t('feedback.commentHelp')}
          </FormHelperText>
        </FormControl>
      )}
      {state.rating !== null && (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button variant="outlined" size="small" loading={sending} loadingPosition="start" disabled={tooLong} onClick={submit}>
            {t('feedback.send')}
          </Button>
          {!state.commentOpen && (
            <Button size="small" onClick={() => dispatch({ type: 'openComment' })} disabled={sending}>
              {t('feedback.addComment')}
            </Button>
          )}
        </Box>
      )}
      <Box role="status" aria-live="polite">
        {state.status === 'failed' && (
          <Alert severity="error" variant="outlined" sx={{ maxWidth: 560 }}>
            {ERRORS.feedbackFailed}
          </Alert>
        )}
        {sending && <Typography variant="body2">{t('feedback.sending')}</Typography>}
      </Box>
    </Box>
  );
}
