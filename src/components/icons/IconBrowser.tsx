import { useDeferredValue, useEffect, useId, useMemo, useRef, useState, type ChangeEvent } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import InputAdornment from '@mui/material/InputAdornment';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import SearchIcon from '@mui/icons-material/Search';
import { ICON_THEMES, THEME_LABEL, chunkOf, moduleName, type IconChunk, type IconIndex, type IconTheme } from '../../icons/iconIndex';
import { chunksFor, searchIcons, type IconMatch } from '../../icons/searchIcons';
import { IconDetailsDialog } from './IconDetailsDialog';
import { IconGlyph } from './IconGlyph';

export interface IconBrowserProps {
  /** Loads the index; called after mount (never on the server) and again on "Try again". Keep it stable. */
  loadIndex: () => Promise<IconIndex>;
  /** Loads the markup of one chunk; only the chunks of the icons on screen are asked for. Keep it stable. */
  loadChunk: (chunk: number) => Promise<IconChunk>;
  /** Icons shown at first and added by each "Show more". */
  pageSize?: number;
  initialQuery?: string;
  initialTheme?: IconTheme;
  /** An icon (name without theme suffix) whose details open once the index is loaded. */
  initialSelected?: string;
}

type IndexState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; index: IconIndex };

const count = new Intl.NumberFormat('en-US');
const plural = (n: number, word: string) => `${count.format(n)} ${word}${n === 1 ? '' : 's'}`;

/**
 * Every icon of @mui/icons-material without importing one of them: the index (names, words,
 * themes) is loaded after mount, and only the markup chunks of the icons on screen are loaded.
 * Search by name or word, filter by theme, open an icon for its sizes and import line.
 */
export function IconBrowser({ loadIndex, loadChunk, pageSize = 120, initialQuery = '', initialTheme = 'Filled', initialSelected }: IconBrowserProps) {
  const searchId = useId();
  const statusId = useId();
  const [attempt, setAttempt] = useState(0);
  const [indexState, setIndexState] = useState<IndexState>({ status: 'loading' });
  const [query, setQuery] = useState(initialQuery);
  const [theme, setTheme] = useState<IconTheme>(initialTheme);
  const [limit, setLimit] = useState(pageSize);
  const [selected, setSelected] = useState<string | undefined>(initialSelected);
  const [dialogOpen, setDialogOpen] = useState(Boolean(initialSelected));
  const [chunks, setChunks] = useState<Record<number, IconChunk>>({});
  const [chunkFailed, setChunkFailed] = useState(false);
  const requested = useRef(new Set<number>());
  const listRef = useRef<HTMLUListElement>(null);
  const focusFrom = useRef<number | null>(null);
  const deferredQuery = useDeferredValue(query);

  useEffect(() => {
    let active = true;
    loadIndex().then(
      (index) => active && setIndexState({ status: 'ready', index }),
      () => active && setIndexState({ status: 'error' }),
    );
    return () => {
      active = false;
    };
  }, [loadIndex, attempt]);

  const index = indexState.status === 'ready' ? indexState.index : undefined;
  const results = useMemo(() => (index ? searchIcons(index.icons, deferredQuery, theme) : []), [index, deferredQuery, theme]);
  const visible = results.slice(0, limit);
  const selectedIcon = index && selected ? index.icons.find((icon) => icon.name === selected) : undefined;
  const selectedChunk = selectedIcon ? chunkOf(selectedIcon, theme) : undefined;
  const selectedMatch: IconMatch | undefined =
    selectedIcon && selectedChunk !== undefined ? { icon: selectedIcon, theme, module: moduleName(selectedIcon.name, theme), chunk: selectedChunk } : undefined;

  const needed = chunksFor(selectedMatch ? [...visible, selectedMatch] : visible).join(',');
  useEffect(() => {
    if (chunkFailed || !needed) return;
    for (const n of needed.split(',').map(Number)) {
      if (requested.current.has(n)) continue;
      requested.current.add(n);
      loadChunk(n).then(
        (chunk) => setChunks((previous) => ({ ...previous, [n]: chunk })),
        () => {
          requested.current.delete(n);
          setChunkFailed(true);
        },
      );
    }
  }, [needed, chunkFailed, loadChunk]);

  // After "Show more", focus the first icon that was added.
  useEffect(() => {
    if (focusFrom.current === null) return;
    listRef.current?.querySelectorAll('button')[focusFrom.current]?.focus();
    focusFrom.current = null;
  }, [limit]);

  const changeQuery = (event: ChangeEvent<HTMLInputElement>) => {
    setQuery(event.target.value);
    setLimit(pageSize);
  };
  const changeTheme = (next: IconTheme | null) => {
    if (!next) return;
    setTheme(next);
    setLimit(pageSize);
  };
  const retryIndex = () => {
    setIndexState({ status: 'loading' });
    setAttempt((a) => a + 1);
  };
  const showMore = () => {
    focusFrom.current = visible.length;
    setLimit((l) => l + pageSize);
  };
  const open = (name: string) => {
    setSelected(name);
    setDialogOpen(true);
  };

  let status: string;
  if (indexState.status === 'loading') status = 'Loading the icon list…';
  else if (indexState.status === 'error') status = 'The icon list could not be loaded.';
  else {
    const found = `${plural(results.length, `${THEME_LABEL[theme]} icon`)}${deferredQuery.trim() ? ` match “${deferredQuery.trim()}”` : ''}`;
    status = results.length > visible.length ? `${found}. Showing the first ${count.format(visible.length)}.` : `${found}.`;
  }

  // When nothing matches, the themes where something does.
  const otherThemes =
    index && results.length === 0 && deferredQuery.trim()
      ? ICON_THEMES.filter((t) => t !== theme)
          .map((t) => ({ theme: t, count: searchIcons(index.icons, deferredQuery, t).length }))
          .filter((t) => t.count > 0)
      : [];

  return (
    <Box data-pagefind-ignore="" sx={{ my: 3 }}>
      <Stack spacing={2} sx={{ mb: 2 }}>
        <TextField
          id={searchId}
          type="search"
          label="Search icons"
          value={query}
          onChange={changeQuery}
          autoComplete="off"
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon />
                </InputAdornment>
              ),
            },
            htmlInput: { 'aria-describedby': statusId },
          }}
        />
        <ToggleButtonGroup
          exclusive
          size="small"
          value={theme}
          onChange={(_, next: IconTheme | null) => changeTheme(next)}
          aria-label="Theme"
          sx={{ flexWrap: 'wrap' }}
        >
          {ICON_THEMES.map((t) => (
            <ToggleButton key={t} value={t} sx={{ px: 1.5 }}>
              {THEME_LABEL[t]}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Stack>

      <Typography id={statusId} role="status" variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
        {status}
      </Typography>

      {indexState.status === 'loading' && (
        <Box sx={gridSx} aria-hidden>
          {Array.from({ length: 12 }, (_, i) => (
            <Skeleton key={i} variant="rounded" height={96} />
          ))}
        </Box>
      )}

      {indexState.status === 'error' && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={retryIndex}>
              Try again
            </Button>
          }
        >
          <AlertTitle>The icon list could not be loaded</AlertTitle>
          Check your connection, then try again.
        </Alert>
      )}

      {chunkFailed && (
        <Alert
          severity="error"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" size="small" onClick={() => setChunkFailed(false)}>
              Try again
            </Button>
          }
        >
          Some icons could not be drawn. Their names are still listed.
        </Alert>
      )}

      {index && results.length === 0 && (
        <Box sx={{ py: 4, textAlign: 'center' }}>
          <Typography sx={{ fontWeight: 500 }}>
            No {THEME_LABEL[theme]} icon matches “{deferredQuery.trim()}”.
          </Typography>
          {otherThemes.length > 0 ? (
            <Stack direction="row" spacing={1} sx={{ justifyContent: 'center', flexWrap: 'wrap', mt: 2 }}>
              {otherThemes.map((t) => (
                <Button key={t.theme} variant="outlined" size="small" onClick={() => changeTheme(t.theme)}>
                  Show {plural(t.count, `${THEME_LABEL[t.theme]} icon`)}
                </Button>
              ))}
            </Stack>
          ) : (
            <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
              Try a shorter or a different word, such as “alarm” or “arrow”.
            </Typography>
          )}
        </Box>
      )}

      {visible.length > 0 && (
        <Box component="ul" ref={listRef} aria-label={`${THEME_LABEL[theme]} icons`} sx={{ ...gridSx, listStyle: 'none', p: 0, m: 0 }}>
          {visible.map((match) => {
            const markup = chunks[match.chunk]?.[match.module];
            return (
              <Box component="li" key={match.module} sx={{ display: 'flex' }}>
                <ButtonBase aria-haspopup="dialog" onClick={() => open(match.icon.name)} sx={tileSx}>
                  {markup ? <IconGlyph markup={markup} fontSize="large" /> : <Skeleton variant="rounded" width={35} height={35} />}
                  <Typography variant="caption" component="span" sx={{ color: 'text.secondary', overflowWrap: 'anywhere', lineHeight: 1.3 }}>
                    {match.icon.name}
                  </Typography>
                </ButtonBase>
              </Box>
            );
          })}
        </Box>
      )}

      {results.length > visible.length && (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
          <Button variant="outlined" onClick={showMore}>
            Show {count.format(Math.min(pageSize, results.length - visible.length))} more
          </Button>
        </Box>
      )}

      <IconDetailsDialog
        open={dialogOpen}
        match={selectedMatch}
        markup={selectedMatch ? chunks[selectedMatch.chunk]?.[selectedMatch.module] : undefined}
        onClose={() => setDialogOpen(false)}
      />
    </Box>
  );
}

const gridSx = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(112px, 1fr))',
  gap: 1,
} as const;

const tileSx = {
  flex: 1,
  flexDirection: 'column',
  justifyContent: 'flex-start',
  gap: 1,
  minHeight: 96,
  px: 1,
  py: 1.5,
  borderRadius: 1,
  border: '1px solid',
  borderColor: 'divider',
  color: 'text.primary',
  textAlign: 'center',
  '&:hover': { bgcolor: 'action.hover' },
  '&.Mui-focusVisible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
} as const;
