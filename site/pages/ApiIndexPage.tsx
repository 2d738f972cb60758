import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { PlanMarker } from '../../src/components/nav/PlanMarker';
import { DocsLink } from '../../src/components/link/DocsLink';
import type { ApiIndexDoc, ApiIndexEntry } from '../build/api/interfaceTypes';
import { SectionHeading } from './ApiPage';
import * as styles from './ApiPage.styles';
import { ApiTable } from './api/ApiTables';
import { Code, Description } from './api/ApiText';

/** The sections of the index page: its table of contents and h2 ids. */
export const INDEX_SECTIONS = [
  { id: 'components', text: 'Components', key: 'components' },
  { id: 'interfaces', text: 'Interfaces', key: 'interfaces' },
] as const;

function EntryRow({ entry }: { entry: ApiIndexEntry }) {
  return (
    <TableRow>
      <TableCell component="th" scope="row" sx={styles.nameCellSx}>
        {entry.pathname ? (
          <Link component={DocsLink} href={entry.pathname}>
            <Code>{entry.name}</Code>
          </Link>
        ) : (
          <Code>{entry.name}</Code>
        )}
        {entry.plan && <PlanMarker plan={entry.plan} />}
      </TableCell>
      <TableCell>
        {entry.packages.map((name) => (
          <Box key={name}>
            <Code>{name}</Code>
          </Box>
        ))}
      </TableCell>
      <TableCell sx={styles.descriptionCellSx}>
        <Description text={entry.summary} />
      </TableCell>
    </TableRow>
  );
}

/** The index of a generated API reference (the Data Grid's): its components and interfaces. */
export default function ApiIndexPage({ index }: { index: ApiIndexDoc }) {
  return (
    <Box component="article">
      <Typography variant="h1" component="h1" sx={styles.titleSx}>
        {index.title}
      </Typography>
      <Typography component="p" sx={styles.leadSx}>
        The components and interfaces of MUI X&apos;s Data Grid, the packages that export each, and the first sentence of its
        documentation, read from the installed type declarations. A name links to its page where this site has one; a round
        marker shows the plan it needs (P for Pro, P+ for Premium).
      </Typography>
      {INDEX_SECTIONS.map(({ id, text, key }) => (
        <section key={id}>
          <SectionHeading id={id}>{text}</SectionHeading>
          <ApiTable label={`${text} of the Data Grid`} columns={['Name', 'Exported by', 'Summary']}>
            {index[key].map((entry) => (
              <EntryRow key={entry.name} entry={entry} />
            ))}
          </ApiTable>
        </section>
      ))}
    </Box>
  );
}
