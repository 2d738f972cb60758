import type { ReactNode } from 'react';
import Typography from '@mui/material/Typography';

export interface DocsHeadingProps {
  /** 1 is the page title; 2 and 3 are the sections the contents list. */
  level: 1 | 2 | 3;
  /** The slug the build gives the heading (rehype-slug): the anchor of its "#" link. */
  id?: string;
  children?: ReactNode;
}

/**
 * A heading of a docs page, as MDX's `#`, `##` and `###` render (site/mdxComponents.tsx): section
 * headings carry a "#" link to themselves, shown on hover and focus, left out of search.
 */
export function DocsHeading({ level, id, children }: DocsHeadingProps) {
  return (
    <Typography id={id} variant={`h${level}`} component={`h${level}`} sx={{ mt: level === 1 ? 0 : 5, mb: 2, scrollMarginTop: 80, '& a.anchor': { opacity: 0, marginInlineStart: 1, textDecoration: 'none' }, '&:hover a.anchor, & a.anchor:focus': { opacity: 1 } }}>
      {children}
      {id && level > 1 && (
        <a className="anchor" href={`#${id}`} aria-label={`Link to this section`} data-pagefind-ignore="">
          #
        </a>
      )}
    </Typography>
  );
}
