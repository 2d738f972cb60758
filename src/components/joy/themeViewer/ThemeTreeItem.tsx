import Box from '@mui/joy/Box';
import KeyboardArrowRight from '@mui/icons-material/KeyboardArrowRight';
import type { ThemeNode } from '../../../joy/themeTree';

export interface TreeState {
  /** Whether a branch (by path) shows its entries. */
  isOpen: (path: string) => boolean;
  toggle: (path: string) => void;
  /** The island's `useId` prefix, for the ids that tie a button to its list. */
  idPrefix: string;
}

const mono = { fontFamily: 'code', fontSize: 'sm' } as const;

/** A colour value's sample, beside its text (which says the same thing, so it is hidden from assistive tech). */
function Swatch({ color }: { color: string }) {
  return (
    <Box
      component="span"
      aria-hidden
      data-swatch={color}
      sx={{ display: 'inline-block', width: 14, height: 14, mr: 0.75, verticalAlign: '-2px', borderRadius: '3px', border: '1px solid', borderColor: 'neutral.outlinedBorder', bgcolor: color }}
    />
  );
}

/**
 * One entry of the theme: a value, or a disclosure button (aria-expanded) that shows or hides the
 * list of an object's entries. Native buttons: Tab moves between them, Enter and Space toggle.
 */
export function ThemeTreeItem({ node, state }: { node: ThemeNode; state: TreeState }) {
  if (node.kind === 'leaf') {
    return (
      <Box component="li" sx={{ ...mono, py: 0.25, pl: 3.5, overflowWrap: 'anywhere' }} data-path={node.path}>
        <Box component="span" sx={{ color: 'text.secondary' }}>
          {node.key}:
        </Box>{' '}
        {node.color && <Swatch color={node.color} />}
        <Box component="span" sx={{ color: 'text.primary' }}>
          {node.text}
        </Box>
      </Box>
    );
  }
  const open = state.isOpen(node.path);
  const listId = `${state.idPrefix}-n${node.id}`;
  return (
    <Box component="li" sx={{ ...mono }} data-path={node.path}>
      <Box
        component="button"
        type="button"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        onClick={() => state.toggle(node.path)}
        sx={{
          ...mono,
          display: 'inline-flex',
          alignItems: 'center',
          gap: 0.5,
          py: 0.25,
          px: 0.5,
          border: 0,
          borderRadius: 'sm',
          bgcolor: 'transparent',
          color: 'text.primary',
          cursor: 'pointer',
          textAlign: 'start',
          '&:hover': { bgcolor: 'neutral.plainHoverBg' },
          '&:focus-visible': { outline: '2px solid', outlineColor: 'focusVisible', outlineOffset: '1px' },
          '& svg': { transition: 'transform 0.15s', transform: open ? 'rotate(90deg)' : 'none' },
          '[dir="rtl"] & svg': { transform: open ? 'rotate(90deg)' : 'scaleX(-1)' },
        }}
      >
        <KeyboardArrowRight aria-hidden sx={{ fontSize: 20 }} />
        <span>{node.key}</span>
        <Box component="span" sx={{ color: 'text.tertiary', fontFamily: 'body', fontSize: 'xs' }}>
          {node.summary}
        </Box>
      </Box>
      {open && (
        <Box component="ul" id={listId} aria-label={node.path} sx={{ listStyle: 'none', m: 0, pl: 2.5, borderInlineStart: '1px solid', borderColor: 'divider', ml: 1.25 }}>
          {node.children.map((child) => (
            <ThemeTreeItem key={child.id} node={child} state={state} />
          ))}
        </Box>
      )}
    </Box>
  );
}
