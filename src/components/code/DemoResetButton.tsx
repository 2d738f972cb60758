import { forwardRef } from 'react';
import IconButton from '@mui/material/IconButton';
import RefreshRounded from '@mui/icons-material/RefreshRounded';
import { visuallyHidden } from '@mui/utils';
import { clickAttributes } from '../../analytics/clickAttributes';
import { useTranslate } from '../i18n/TranslationContext';

export interface DemoResetButtonProps {
  /** The demo's name, the analytics label of the click. */
  demoName: string;
  /** How many times the demo was reset: after the first, the live region says it was. */
  resets: number;
  onReset: () => void;
}

/**
 * Its name shown below it on hover and keyboard focus, in CSS: MUI's Tooltip brought Popper, Portal
 * and Grow into the static imports of every demo's island (about 12 KB gzip more; this is 1.3 KB).
 */
const tooltip = {
  '&::after': {
    content: 'attr(aria-label)',
    position: 'absolute',
    top: '100%',
    insetInlineEnd: 0,
    marginTop: '4px',
    padding: '4px 8px',
    borderRadius: '4px',
    fontSize: '0.6875rem',
    fontWeight: 500,
    lineHeight: 1.4,
    whiteSpace: 'nowrap',
    color: '#fff',
    // MUI's tooltip colour (grey 700 at 92 %), the same in both modes.
    backgroundColor: 'rgba(97, 97, 97, 0.92)',
    opacity: 0,
    pointerEvents: 'none',
    transition: 'opacity 150ms',
    zIndex: 1,
  },
  '&:hover::after, &:focus-visible::after': { opacity: 1, transitionDelay: '100ms' },
} as const;

/**
 * "Reset demo" in a demo's toolbar: an icon button named by its label (shown as a tooltip), and a
 * polite live region that says the demo is back in its initial state. It keeps the focus (the
 * demo's elements that might have had it are gone with the remount).
 */
export const DemoResetButton = forwardRef<HTMLButtonElement, DemoResetButtonProps>(function DemoResetButton({ demoName, resets, onReset }, ref) {
  const t = useTranslate();
  return (
    <>
      <IconButton
        ref={ref}
        size="small"
        aria-label={t('demo.reset')}
        onClick={onReset}
        {...clickAttributes({ category: 'demo', action: 'reset', label: demoName })}
        sx={tooltip}
      >
        <RefreshRounded fontSize="small" />
      </IconButton>
      {/* A new node each reset, so a second reset is announced too. */}
      <span role="status" style={visuallyHidden}>
        {resets > 0 && <span key={resets}>{t('demo.resetDone')}</span>}
      </span>
    </>
  );
});
