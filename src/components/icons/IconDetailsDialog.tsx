import { useId } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { CodeBlock } from '../code/CodeBlock';
import { importLine, THEME_LABEL, themesOf } from '../../icons/iconIndex';
import type { IconMatch } from '../../icons/searchIcons';
import { IconGlyph } from './IconGlyph';

const SIZES = [
  { fontSize: 'small', label: 'small', px: 20 },
  { fontSize: 'medium', label: 'medium', px: 24 },
  { fontSize: 'large', label: 'large', px: 35 },
] as const;

export interface IconDetailsDialogProps {
  open: boolean;
  /** The icon shown (kept while the dialog closes, so its content doesn't vanish mid-transition). */
  match: IconMatch | undefined;
  /** Its markup once the chunk is loaded. */
  markup: string | undefined;
  onClose: () => void;
}

/** One icon: its three sizes, the themes it ships in and the import line to copy. */
export function IconDetailsDialog({ open, match, markup, onClose }: IconDetailsDialogProps) {
  const titleId = useId();
  const importLabelId = useId();
  return (
    <Dialog open={open && Boolean(match)} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      {match && (
        <>
          <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
            {match.module}
          </DialogTitle>
          <DialogContent>
            <Box component="ul" aria-label="Sizes" sx={{ display: 'flex', alignItems: 'flex-end', gap: 4, listStyle: 'none', p: 0, m: 0, mb: 3 }}>
              {SIZES.map((size) => (
                <Box component="li" key={size.fontSize} sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1 }}>
                  {markup ? (
                    <IconGlyph markup={markup} fontSize={size.fontSize} />
                  ) : (
                    <Skeleton variant="rounded" width={size.px} height={size.px} />
                  )}
                  <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                    {size.label} ({size.px} px)
                  </Typography>
                </Box>
              ))}
            </Box>
            <Typography variant="body2" sx={{ mb: 2 }}>
              Ships in {themesOf(match.icon).map((t) => THEME_LABEL[t]).join(', ')}.
            </Typography>
            <Typography id={importLabelId} variant="subtitle2" component="h3" sx={{ mb: 1 }}>
              Import
            </Typography>
            {/* Wrap the line instead of scrolling it under the copy button. */}
            <Box role="group" aria-labelledby={importLabelId} sx={{ '& pre': { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } }}>
              <CodeBlock code={importLine(match.icon.name, match.theme)} language="tsx" />
            </Box>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>Close</Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
