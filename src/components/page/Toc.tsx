import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Tr, useTrAttrs } from '../i18n/Tr';
import { watchScrollSpy } from './watchScrollSpy';

export interface TocEntry {
  id: string;
  text: string;
  /** 2 for `##`, 3 for `###`. */
  depth: number;
}

/** The page's table of contents, highlighting the section being read (scroll spy). */
export function Toc({ items, initialActive }: { items: TocEntry[]; initialActive?: string }) {
  const trAttrs = useTrAttrs();
  const [active, setActive] = useState<string | undefined>(initialActive);
  useEffect(() => watchScrollSpy(items.map((i) => i.id), setActive), [items]);
  if (items.length === 0) return null;
  return (
    <Box component="nav" {...trAttrs({ 'aria-label': 'toc.label' })}>
      <Typography component="h2" sx={{ fontSize: '0.75rem', fontWeight: 700, textTransform: 'uppercase', letterSpacing: '.08em', mb: 1, color: 'text.secondary' }}>
        <Tr k="toc.title" />
      </Typography>
      <Box component="ul" data-toc="" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {items.map((item) => (
          <li key={item.id}>
            <Box
              component="a"
              href={`#${item.id}`}
              aria-current={item.id === active ? 'location' : undefined}
              sx={{
                display: 'block',
                py: 0.5,
                paddingInlineStart: item.depth > 2 ? 3 : 1.5,
                borderInlineStart: '2px solid',
                borderColor: 'divider',
                color: 'text.secondary',
                fontSize: '0.8125rem',
                textDecoration: 'none',
                '&:hover': { color: 'text.primary' },
                // Styled by the attribute: the site's scroll spy sets it without React (site/client/scrollSpy.ts).
                '&[aria-current="location"]': { borderColor: 'primary.main', color: 'primary.main' },
              }}
            >
              {item.text}
            </Box>
          </li>
        ))}
      </Box>
    </Box>
  );
}
