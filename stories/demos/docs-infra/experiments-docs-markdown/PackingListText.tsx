import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { DocsLink } from '../../../../src/components/link/DocsLink';

/** The paragraph style the site gives Markdown paragraphs (site/mdxComponents.tsx). */
const paragraph = { my: 2, lineHeight: 1.7 } as const;

/**
 * What a short Markdown passage of a travel guide becomes on a page: paragraphs, emphasis, inline
 * code, a link and two lists, as the MDX pipeline emits them. `markdown-body` is the class of the
 * page's article, which styles inline code (site/global.css).
 */
export default function PackingListText() {
  return (
    <Box className="markdown-body" sx={{ maxWidth: 560 }}>
      <Typography component="p" sx={paragraph}>
        Pack for a <strong>three-day</strong> city trip in one cabin bag. Liquids go in a <em>clear</em> pouch, each bottle at most <code>100 ml</code>.
        Tick off the <Link component={DocsLink} href="#packing-last-morning">last-morning list</Link> before you lock the door.
      </Typography>
      <ul>
        <li>Passport, and a printed copy of it</li>
        <li>
          Adapter plug <del>type A</del> type C
        </li>
        <li>Light rain jacket</li>
      </ul>
      <Typography component="p" id="packing-last-morning" sx={paragraph}>
        On the morning you leave:
      </Typography>
      <ol>
        <li>Check in online and save the boarding pass.</li>
        <li>Switch off the boiler.</li>
        <li>Leave a key with a neighbour.</li>
      </ol>
    </Box>
  );
}
