import { useId, useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { createTheme, type Theme } from '@mui/material/styles';

/** One entry of the theme: a value (leaf) or an object, array or function with entries below it. */
interface ThemeNode {
  key: string;
  path: string;
  kind: 'object' | 'array' | 'function' | 'value';
  text: string;
  colour?: boolean;
  children?: ThemeNode[];
}

// Calls shown under a function, computed from the theme itself.
const samples: Record<string, (theme: Theme) => [string, unknown][]> = {
  spacing: (t) => [['spacing(1)', t.spacing(1)], ['spacing(2)', t.spacing(2)], ['spacing(1, 3)', t.spacing(1, 3)]],
  'breakpoints.up': (t) => [["up('md')", t.breakpoints.up('md')]],
  'breakpoints.down': (t) => [["down('sm')", t.breakpoints.down('sm')]],
  'typography.pxToRem': (t) => [['pxToRem(24)', t.typography.pxToRem(24)]],
  'transitions.create': (t) => [["create('opacity')", t.transitions.create('opacity')]],
  'palette.getContrastText': (t) => [["getContrastText('#ffeb3b')", t.palette.getContrastText('#ffeb3b')]],
};

// The sx prop's internal lookup table: over a hundred entries, listed by count only.
const notExpanded = new Set(['unstable_sxConfig']);

const isColour = (value: string) => /^(#[0-9a-f]{3,8}|(rgb|rgba|hsl|hsla)\([^)]*\))$/i.test(value);

const leaf = (key: string, path: string, value: unknown): ThemeNode => {
  const text = typeof value === 'string' ? JSON.stringify(value) : String(value);
  return { key, path, kind: 'value', text, colour: typeof value === 'string' && isColour(value) };
};

function toNode(theme: Theme, key: string, path: string, value: unknown): ThemeNode {
  if (typeof value === 'function') {
    const calls = samples[path]?.(theme) ?? [];
    const children = calls.map(([call, result]) => leaf(call, `${path}.${call}`, result));
    return { key, path, kind: 'function', text: 'function', children: children.length ? children : undefined };
  }
  if (value !== null && typeof value === 'object' && notExpanded.has(path)) {
    return { key, path, kind: 'object', text: `{${Object.keys(value).length}} (internal, not expanded)` };
  }
  if (value !== null && typeof value === 'object') {
    const children = Object.entries(value).map(([k, v]) => toNode(theme, k, path ? `${path}.${k}` : k, v));
    const array = Array.isArray(value);
    return { key, path, kind: array ? 'array' : 'object', text: array ? `[${children.length}]` : `{${children.length}}`, children };
  }
  return leaf(key, path, value);
}

const schemes = {
  light: { label: 'createTheme()', theme: createTheme() },
  dark: { label: "createTheme({ palette: { mode: 'dark' } })", theme: createTheme({ palette: { mode: 'dark' } }) },
};
type Scheme = keyof typeof schemes;

/** The nodes whose path or value contains the query, with their ancestors; `open` lists the ancestors. */
function filterNode(node: ThemeNode, query: string, open: Set<string>): ThemeNode | null {
  if (`${node.path} ${node.text}`.toLowerCase().includes(query)) return node;
  const children = (node.children ?? []).map((c) => filterNode(c, query, open)).filter((c) => c !== null);
  if (children.length === 0) return null;
  open.add(node.path);
  return { ...node, children };
}

function NodeView({ node, open }: { node: ThemeNode; open: (path: string) => boolean }) {
  const label = (
    <>
      <span className="key">{node.key}</span>
      <span className="punct">: </span>
      {node.colour && <span className="swatch" aria-hidden style={{ background: JSON.parse(node.text) as string }} />}
      <span className={node.kind}>{node.text}</span>
    </>
  );
  if (!node.children) return <li data-path={node.path}>{label}</li>;
  return (
    <li data-path={node.path}>
      <details open={open(node.path) || undefined}>
        <summary>{label}</summary>
        <ul>
          {node.children.map((child) => (
            <NodeView key={child.key} node={child} open={open} />
          ))}
        </ul>
      </details>
    </li>
  );
}

export default function DefaultThemeViewer() {
  const [shown, setShown] = useState<Scheme>('light');
  const [query, setQuery] = useState('');
  const [expanded, setExpanded] = useState<{ all: boolean; round: number }>({ all: false, round: 0 });
  const id = useId();
  const trees = useMemo(
    () => Object.fromEntries(Object.entries(schemes).map(([name, s]) => [name, toNode(s.theme, 'theme', '', s.theme)])) as Record<Scheme, ThemeNode>,
    [],
  );
  const needle = query.trim().toLowerCase();

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' }, flexWrap: 'wrap' }}>
        <ToggleButtonGroup exclusive size="small" value={shown} aria-label="Colour scheme" onChange={(_, next: Scheme | null) => next && setShown(next)}>
          <ToggleButton value="light">Light</ToggleButton>
          <ToggleButton value="dark">Dark</ToggleButton>
        </ToggleButtonGroup>
        <TextField size="small" label="Filter by key or value" value={query} onChange={(event) => setQuery(event.target.value)} />
        <Button size="small" variant="outlined" onClick={() => setExpanded((e) => ({ all: true, round: e.round + 1 }))}>
          Expand all
        </Button>
        <Button size="small" variant="outlined" onClick={() => setExpanded((e) => ({ all: false, round: e.round + 1 }))}>
          Collapse all
        </Button>
      </Stack>
      {(Object.keys(schemes) as Scheme[])
        .filter((name) => shown === name)
        .map((name) => {
          const openPaths = new Set<string>();
          const tree = needle ? filterNode(trees[name], needle, openPaths) : trees[name];
          const open = (path: string) => expanded.all || path === '' || openPaths.has(path);
          return (
            <Box component="section" key={name} aria-labelledby={`${id}-${name}`} data-scheme={name}>
              <Typography id={`${id}-${name}`} variant="subtitle1" component="h3" sx={{ fontFamily: 'monospace' }}>
                {schemes[name].label}
              </Typography>
              {tree ? (
                <Box
                  component="ul"
                  key={`${expanded.round}-${needle}`}
                  sx={{
                    m: 0,
                    p: 0,
                    fontFamily: 'monospace',
                    fontSize: 13,
                    lineHeight: '24px',
                    overflowX: 'auto',
                    '& ul': { listStyle: 'none', m: 0, pl: 2.5, borderInlineStart: 1, borderColor: 'divider' },
                    '& li': { listStyle: 'none', whiteSpace: 'nowrap' },
                    // 24 px rows: the summaries are touch targets.
                    '& summary': { cursor: 'pointer', width: 'fit-content', minWidth: 24, minHeight: 24 },
                    '& .key': { color: 'text.primary', fontWeight: 700 },
                    '& .punct, & .object, & .array, & .function': { color: 'text.secondary' },
                    '& .function': { fontStyle: 'italic' },
                    '& .swatch': { display: 'inline-block', width: 12, height: 12, mr: 0.75, border: 1, borderColor: 'text.secondary', verticalAlign: '-1px' },
                  }}
                >
                  <NodeView node={tree} open={open} />
                </Box>
              ) : (
                <Typography variant="body2">Nothing matches “{query}”.</Typography>
              )}
            </Box>
          );
        })}
    </Stack>
  );
}
