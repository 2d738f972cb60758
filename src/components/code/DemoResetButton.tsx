import { forwardRef } from 'react';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
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
 * "Reset demo" in a demo's toolbar: an icon button with its name as tooltip, and a polite live
 * region that says the demo is back in its initial state. It keeps the focus (the demo's
 * elements it might have had are gone with the remount).
 */
export const DemoResetButton = forwardRef<HTMLButtonElement, DemoResetButtonProps>(function DemoResetButton({ demoName, resets, onReset }, ref) {
  const t = useTranslate();
  return (
    <>
      <Tooltip title={t('demo.reset')}>
        <IconButton ref={ref} size="small" onClick={onReset} {...clickAttributes({ category: 'demo', action: 'reset', label: demoName })}>
          <RefreshRounded fontSize="small" />
        </IconButton>
      </Tooltip>
      {/* A new node each reset, so a second reset is announced too. */}
      <span role="status" style={visuallyHidden}>
        {resets > 0 && <span key={resets}>{t('demo.resetDone')}</span>}
      </span>
    </>
  );
});
