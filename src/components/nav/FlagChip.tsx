import { styled } from '@mui/material/styles';
import type { NavFlag } from '../../nav/flags';
import { useTranslate } from '../i18n/TranslationContext';
import { flagChipStyles } from './flagChip.styles';

const Chip = styled('span', { shouldForwardProp: (prop) => prop !== 'flag' })<{ flag: NavFlag }>(({ theme, flag }) => flagChipStyles(theme, flag));

/** The chip of one nav flag (spec §2), in its tone (New success, Legacy/Deprecated warning, …). */
export function FlagChip({ flag }: { flag: NavFlag }) {
  const t = useTranslate();
  return <Chip flag={flag}>{t(`nav.flag.${flag}`)}</Chip>;
}
