import Drawer from '@mui/material/Drawer';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import IconButton from '@mui/material/IconButton';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Alert from '@mui/material/Alert';
import Close from '@mui/icons-material/Close';
import LightMode from '@mui/icons-material/LightModeOutlined';
import DarkMode from '@mui/icons-material/DarkModeOutlined';
import SettingsBrightness from '@mui/icons-material/SettingsBrightnessOutlined';
import FormatTextdirectionLToR from '@mui/icons-material/FormatTextdirectionLToR';
import FormatTextdirectionRToL from '@mui/icons-material/FormatTextdirectionRToL';
import type { ReactNode } from 'react';
import { useSettings } from './SettingsContext';
import { SettingHeading } from './SettingHeading';
import { OfflineSetting } from './OfflineSetting';
import { useTranslate } from '../i18n/TranslationContext';
import type { TranslationKey } from '../../i18n/translate';
import type { CodeVariant, ColorMode, Direction } from '../../theme/settings';

function Setting<T extends string>({ label, value, options, onChange }: {
  label: TranslationKey;
  value: T;
  options: { value: T; label: TranslationKey; icon?: ReactNode }[];
  onChange: (value: T) => void;
}) {
  const t = useTranslate();
  const id = `setting-${label.replace(/\./g, '-')}`;
  return (
    <Box sx={{ mb: 3 }}>
      <SettingHeading id={id}>{t(label)}</SettingHeading>
      <ToggleButtonGroup exclusive fullWidth color="primary" value={value} aria-labelledby={id} onChange={(_, v: T | null) => v && onChange(v)}>
        {options.map((o) => (
          <ToggleButton key={o.value} value={o.value} sx={{ gap: 1, textTransform: 'none' }}>
            {o.icon}
            {t(o.label)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Box>
  );
}

/** The settings drawer: colour mode, direction, density and code variant (spec §3, §4), and offline reading. */
export function SettingsDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useTranslate();
  const { settings, dispatch, persistent } = useSettings();
  return (
    <Drawer anchor="right" open={open} onClose={onClose} sx={{ zIndex: (theme) => theme.zIndex.modal }} slotProps={{ paper: { sx: { width: { xs: '100%', sm: 360 } }, 'aria-labelledby': 'settings-title' } as object }}>
      <Box sx={{ display: 'flex', alignItems: 'center', px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
        <Typography id="settings-title" component="h2" variant="h6" sx={{ flexGrow: 1 }}>
          {t('settings.title')}
        </Typography>
        <IconButton onClick={onClose} aria-label={t('settings.close')} edge="end">
          <Close />
        </IconButton>
      </Box>
      <Box sx={{ p: 2 }}>
        {!persistent && (
          <Alert severity="info" sx={{ mb: 2 }}>
            {t('settings.storageUnavailable')}
          </Alert>
        )}
        <Setting<ColorMode>
          label="settings.mode"
          value={settings.mode}
          onChange={(mode) => dispatch({ type: 'SET_MODE', mode })}
          options={[
            { value: 'light', label: 'settings.light', icon: <LightMode fontSize="small" /> },
            { value: 'system', label: 'settings.system', icon: <SettingsBrightness fontSize="small" /> },
            { value: 'dark', label: 'settings.dark', icon: <DarkMode fontSize="small" /> },
          ]}
        />
        <Setting<Direction>
          label="settings.direction"
          value={settings.direction}
          onChange={(direction) => dispatch({ type: 'SET_DIRECTION', direction })}
          options={[
            { value: 'ltr', label: 'settings.ltr', icon: <FormatTextdirectionLToR fontSize="small" /> },
            { value: 'rtl', label: 'settings.rtl', icon: <FormatTextdirectionRToL fontSize="small" /> },
          ]}
        />
        <Setting<'comfortable' | 'dense'>
          label="settings.density"
          value={settings.dense ? 'dense' : 'comfortable'}
          onChange={(v) => dispatch({ type: 'SET_DENSE', dense: v === 'dense' })}
          options={[
            { value: 'comfortable', label: 'settings.comfortable' },
            { value: 'dense', label: 'settings.dense' },
          ]}
        />
        <Setting<CodeVariant>
          label="settings.codeVariant"
          value={settings.codeVariant}
          onChange={(codeVariant) => dispatch({ type: 'SET_CODE_VARIANT', codeVariant })}
          options={[
            { value: 'TS', label: 'settings.typescript' },
            { value: 'JS', label: 'settings.javascript' },
          ]}
        />
        <OfflineSetting />
      </Box>
    </Drawer>
  );
}
