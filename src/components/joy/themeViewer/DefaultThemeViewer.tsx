import { useCallback, useId, useMemo, useState } from 'react';
import Box from '@mui/joy/Box';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';
import SearchRounded from '@mui/icons-material/SearchRounded';
import { filterTree, joyThemeIn, leafCount, themeTree, type JoyColorScheme } from '../../../joy/themeTree';
import { ThemeTreeItem, type TreeState } from './ThemeTreeItem';

const toggled = (set: ReadonlySet<string>, path: string): Set<string> => {
  const next = new Set(set);
  if (!next.delete(path)) next.add(path);
  return next;
};

/**
 * The default theme viewer: what `extendTheme()` of the installed @mui/joy returns, computed when it
 * renders, as nested disclosure lists. A light/dark choice picks the scheme whose values are shown at
 * the top level; the filter keeps the entries whose path or value contains the text, opened.
 */
export function DefaultThemeViewer() {
  const id = useId();
  const [scheme, setScheme] = useState<JoyColorScheme>('light');
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set());
  // While filtering every kept branch starts open; the reader can still close some.
  const [closedInFilter, setClosedInFilter] = useState<ReadonlySet<string>>(() => new Set());
  const tree = useMemo(() => themeTree(joyThemeIn(scheme)), [scheme]);
  const filtering = query.trim() !== '';
  const shown = useMemo(() => filterTree(tree, query), [tree, query]);
  const matches = filtering ? leafCount(shown) : 0;
  const toggle = useCallback((path: string) => (filtering ? setClosedInFilter((s) => toggled(s, path)) : setOpen((s) => toggled(s, path))), [filtering]);
  const state: TreeState = useMemo(
    () => ({ isOpen: (path) => (filtering ? !closedInFilter.has(path) : open.has(path)), toggle, idPrefix: id }),
    [filtering, closedInFilter, open, toggle, id],
  );
  return (
    <Sheet variant="outlined" data-testid="joy-theme-viewer" sx={{ borderRadius: 'md', p: { xs: 1.5, sm: 2 }, display: 'grid', gap: 2, minWidth: 0 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-end' }}>
        <FormControl sx={{ flex: '1 1 240px', minWidth: 0 }}>
          <FormLabel>Filter keys and values</FormLabel>
          <Input
            type="search"
            value={query}
            placeholder="e.g. primary.500 or #0B6BCB"
            startDecorator={<SearchRounded aria-hidden />}
            onChange={(event) => {
              setQuery(event.target.value);
              setClosedInFilter(new Set());
            }}
            slotProps={{ input: { spellCheck: false, autoComplete: 'off' } }}
          />
        </FormControl>
        <FormControl>
          <FormLabel id={`${id}-scheme`}>Colour scheme shown</FormLabel>
          <RadioGroup orientation="horizontal" aria-labelledby={`${id}-scheme`} value={scheme} onChange={(event) => setScheme(event.target.value as JoyColorScheme)} sx={{ minHeight: 36, alignItems: 'center' }}>
            <Radio value="light" label="Light" />
            <Radio value="dark" label="Dark" />
          </RadioGroup>
        </FormControl>
      </Box>
      <Typography level="body-sm" aria-live="polite" data-testid="joy-theme-viewer-status">
        {filtering
          ? matches > 0
            ? `${matches} ${matches === 1 ? 'value matches' : 'values match'} “${query.trim()}” in the ${scheme} scheme.`
            : `No key or value of the ${scheme} scheme contains “${query.trim()}”. Try a shorter text, a token such as 500, or a hex value.`
          : `extendTheme() of @mui/joy, ${tree.length} top-level keys, ${scheme} scheme. Open a key to see its entries.`}
      </Typography>
      {shown.length > 0 && (
        <Box component="ul" aria-label={`Joy's default theme, ${scheme} scheme`} sx={{ listStyle: 'none', m: 0, p: 0, minWidth: 0 }}>
          {shown.map((node) => (
            <ThemeTreeItem key={node.id} node={node} state={state} />
          ))}
        </Box>
      )}
    </Sheet>
  );
}
