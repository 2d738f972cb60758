/** The JSDoc text of the API pages: inline code, links, paragraphs and list lines. */
import { createContext, Fragment, useContext, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { DocsLink } from '../../../src/components/link/DocsLink';
import * as styles from '../ApiPage.styles';

export const Code = ({ children }: { children: ReactNode }) => (
  <Box component="code" sx={styles.codeSx}>
    {children}
  </Box>
);

/** Maps a link found in the declarations' JSDoc to where it can be read (set by the site). */
export const DocsHrefContext = createContext<(href: string) => string>((href) => href);

const INLINE = /`([^`]+)`|\[([^\]]+)\]\(([^)\s]+)\)/g;

/** The Markdown JSDoc uses inline: `code` and [links](…). */
function Inline({ text }: { text: string }) {
  const resolve = useContext(DocsHrefContext);
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(INLINE)) {
    if (match.index > last) parts.push(text.slice(last, match.index));
    parts.push(
      match[1] !== undefined ? (
        <Code key={match.index}>{match[1]}</Code>
      ) : (
        <Link key={match.index} component={DocsLink} href={resolve(match[3]!)}>
          <Inline text={match[2]} />
        </Link>
      ),
    );
    last = match.index + match[0].length;
  }
  parts.push(text.slice(last));
  return <>{parts}</>;
}

/** JSDoc text: blank lines split paragraphs; a line starting a list item starts a new line. */
export function Description({ text }: { text: string }) {
  if (!text) return null;
  return (
    <>
      {text.split(/\n\s*\n/).map((paragraph, i) => (
        <Box component="p" key={i} sx={{ m: 0, '& + p': { mt: 1 } }}>
          {paragraph.split(/\n(?=\s*(?:[-*] |\d+\. ))/).map((line, j) => (
            <Fragment key={j}>
              {j > 0 && <br />}
              <Inline text={line.replace(/\s*\n\s*/g, ' ')} />
            </Fragment>
          ))}
        </Box>
      ))}
    </>
  );
}
