import { styled } from '@mui/material/styles';
import type { NavFlag } from '../../nav/flags';
import { useTranslate } from '../i18n/TranslationContext';
import { TEXT_KEY_ATTR } from '../../i18n/textMarkers';
import { flagChipStyles } from './flagChip.styles';

const Chip = styled('span', { shouldForwardProp: (prop) => prop !== 'flag' })<{ flag: NavFlag }>(({ theme, flag }) => flagChipStyles(theme, flag));

/** The chip of one nav flag (spec §2), in its tone (New success, Legacy/Deprecated warning, …). */
export function FlagChip({ flag }: { flag: NavFlag }) {
  const t = useTranslate();
  const key = `nav.flag.${flag}` as const;
  return (
    <Chip flag={flag} {...{ [TEXT_KEY_ATTR]: key }}>
      {t(key)}
    </Chip>
  );
}
