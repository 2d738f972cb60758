import { forwardRef, useSyncExternalStore } from 'react';
import ButtonBase from '@mui/material/ButtonBase';
import Box from '@mui/material/Box';
import SearchIcon from '@mui/icons-material/Search';
import { isApplePlatform, SEARCH_KEYSHORTCUTS, shortcutLabel } from '../../search/shortcut';
import { useTranslate } from '../i18n/TranslationContext';
import { searchButtonSx, shortcutSx } from './searchButton.styles';

export interface SearchButtonProps {
  onClick: () => void;
  /** Fetches the dialog's code when the reader reaches for the button. */
  onPreload?: () => void;
  /** Shows ⌘K (Apple) or Ctrl K; by default decided from the browser after hydration. */
  apple?: boolean;
}

const noSubscription = () => () => {};
const platform = () => isApplePlatform(navigator.platform || navigator.userAgent);
/** Ctrl K on the server and while hydrating (no mismatch), the reader's platform after. */
const useApplePlatform = () => useSyncExternalStore(noSubscription, platform, () => false);

/**
 * The app bar's search button: an icon, and on wider screens the word and the shortcut. Its name
 * is its visible word (hidden visually on phones, never from the accessibility tree).
 */
export const SearchButton = forwardRef<HTMLButtonElement, SearchButtonProps>(function SearchButton({ onClick, onPreload, apple }, ref) {
  const t = useTranslate();
  const detected = useApplePlatform();
  return (
    <ButtonBase
      ref={ref}
      onClick={onClick}
      onPointerEnter={onPreload}
      onFocus={onPreload}
      aria-haspopup="dialog"
      aria-keyshortcuts={SEARCH_KEYSHORTCUTS}
      title={t('appBar.searchShortcut')}
      sx={searchButtonSx}
    >
      <SearchIcon fontSize="small" />
      <Box component="span" className="label">
        {t('appBar.search')}
      </Box>
      {/* Keys read left to right in every direction ("Ctrl K", not "K Ctrl"). */}
      <Box component="kbd" aria-hidden="true" dir="ltr" sx={shortcutSx}>
        {shortcutLabel(apple ?? detected)}
      </Box>
    </ButtonBase>
  );
});
