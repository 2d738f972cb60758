import { useSyncExternalStore } from 'react';
import Box from '@mui/material/Box';
import Alert from '@mui/material/Alert';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { SettingHeading } from './SettingHeading';
import { useOfflineReading, type OfflineReading } from './OfflineReadingContext';
import { useTranslate } from '../i18n/TranslationContext';
import type { OfflineView } from '../../sw/offlineStatus';
import type { TranslationKey } from '../../i18n/translate';

const PAUSED: Record<Extract<OfflineView, { kind: 'paused' }>['reason'], TranslationKey> = {
  offline: 'offline.pausedOffline',
  storage: 'offline.pausedStorage',
  update: 'offline.pausedUpdate',
  failed: 'offline.pausedFailed',
};

/** The line under the switch: what is saved, what is happening, or why nothing can be. */
function statusText(view: OfflineView, t: (key: TranslationKey) => string): string {
  const fill = (key: TranslationKey, values: Record<string, string | number>) =>
    Object.entries(values).reduce((text, [name, value]) => text.replace(`{${name}}`, () => String(value)), t(key));
  switch (view.kind) {
    case 'unsupported':
      return t('offline.unsupported');
    case 'saveData':
      return t('offline.saveData');
    case 'off':
      return t('offline.help');
    case 'starting':
      return t('offline.starting');
    case 'saving':
      return fill('offline.saving', { done: view.done, total: view.total });
    case 'done':
      return fill('offline.done', { pages: view.pages, size: view.megabytes });
    case 'paused':
      return fill(PAUSED[view.reason], { done: view.done, total: view.total });
  }
}

function OfflineSwitch({ reading }: { reading: OfflineReading }) {
  const t = useTranslate();
  const { enabled, remembered, view } = useSyncExternalStore(reading.subscribe, reading.get, reading.get);
  // Data saver on: the switch can still be turned off, not on.
  const disabled = view.kind === 'unsupported' || (view.kind === 'saveData' && !enabled);
  return (
    <Box sx={{ mb: 3 }} data-offline-state={view.kind}>
      <SettingHeading id="setting-offline">{t('offline.title')}</SettingHeading>
      <FormControlLabel
        control={<Switch checked={enabled} disabled={disabled} onChange={(_, on) => reading.setEnabled(on)} slotProps={{ input: { role: 'switch', 'aria-describedby': 'offline-status' } }} />}
        label={t('offline.switch')}
      />
      <Typography id="offline-status" variant="body2" color="text.secondary" aria-live="polite" sx={{ mt: 0.5 }}>
        {statusText(view, t)}
      </Typography>
      {view.kind === 'saving' && (
        <LinearProgress variant="determinate" value={view.total ? (100 * view.done) / view.total : 0} aria-label={t('offline.savingLabel')} sx={{ mt: 1 }} />
      )}
      {!remembered && enabled && (
        <Alert severity="warning" sx={{ mt: 1.5 }}>
          {t('offline.notRemembered')}
        </Alert>
      )}
    </Box>
  );
}

/** "Available offline" in the settings drawer; nothing where the page gives no offline reading. */
export function OfflineSetting() {
  const reading = useOfflineReading();
  return reading ? <OfflineSwitch reading={reading} /> : null;
}
