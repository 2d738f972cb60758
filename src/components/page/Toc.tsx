import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslate } from '../i18n/TranslationContext';
import { activeHeadingId } from './scrollSpy';

export interface TocEntry {
  id: string;
  text: string;
  /** 2 for `##`, 3 for `###`. */
  depth: number;
}

const SPY_OFFSET = 96;

/** The page's table of contents, highlighting the section being read (scroll spy). */
export function Toc({ items, initialActive }: { items: TocEntry[]; initialActive?: string }) {
  const t = useTranslate();
  const [active, setActive] = useState<string | undefined>(initialActive);
  useEffect(() => {
    if (items.length === 0) return;
    let frame = 0;
    const update = () => {
      frame = 0;
      const headings = items
        .map((i) => ({ id: i.id, top: document.getElementById(i.id)?.getBoundingClientRect().top ?? Infinity }))
        .filter((h) => h.top !== Infinity);
      setActive(activeHeadingId(headings, SPY_OFFSET));
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, [items]);
  if (items.length === 0) return null;
  return (
    <Box component="nav" aria-label={t('toc.label')}>
      <Typography component="h2" sx={{ fontSize: '0.75rem', fontWeight: 700, textTransform: 'uppercase', letterSpacing: '.08em', mb: 1, color: 'text.secondary' }}>
        {t('toc.title')}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
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
                borderColor: item.id === active ? 'primary.main' : 'divider',
                color: item.id === active ? 'primary.main' : 'text.secondary',
                fontSize: '0.8125rem',
                textDecoration: 'none',
                '&:hover': { color: 'text.primary' },
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
