import Chip from '@mui/material/Chip';
import type { NavFlag } from '../../nav/flags';
import { useTranslate } from '../i18n/TranslationContext';

/** Chip colour per flag (as in MUI's side nav: New success, Legacy/Deprecated warning, …). */
const FLAG_COLOR: Record<NavFlag, 'success' | 'warning' | 'primary' | 'default'> = {
  newFeature: 'success',
  beta: 'primary',
  unstable: 'primary',
  planned: 'default',
  legacy: 'warning',
  deprecated: 'warning',
};

/** The chip of one nav flag (spec §2). */
export function FlagChip({ flag }: { flag: NavFlag }) {
  const t = useTranslate();
  return (
    <Chip
      component="span"
      label={t(`nav.flag.${flag}`)}
      size="small"
      variant="outlined"
      color={FLAG_COLOR[flag]}
      sx={{ height: 20, fontSize: '0.7rem', fontWeight: 600, marginInlineStart: 1, pointerEvents: 'none' }}
    />
  );
}
