import Chip from '@mui/material/Chip';
import type { NavFlag } from '../../nav/flags';
import { useTranslate } from '../i18n/TranslationContext';
import { flagChipSx } from './flagChip.styles';

/** The chip of one nav flag (spec §2), in its tone (New success, Legacy/Deprecated warning, …). */
export function FlagChip({ flag }: { flag: NavFlag }) {
  const t = useTranslate();
  return <Chip component="span" label={t(`nav.flag.${flag}`)} size="small" variant="outlined" sx={flagChipSx(flag)} />;
}
