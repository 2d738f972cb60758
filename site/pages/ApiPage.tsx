import { createContext, Fragment, useContext, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { CodeBlock } from '../../src/components/code/CodeBlock';
import { DocsLink } from '../../src/components/link/DocsLink';
import type { ApiClass, ApiDoc, ApiProp, ApiSlot } from '../build/api/types';
import * as styles from './ApiPage.styles';

const Code = ({ children }: { children: ReactNode }) => (
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
function Description({ text }: { text: string }) {
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

function SectionHeading({ id, children, level = 2 }: { id: string; children: ReactNode; level?: 2 | 3 }) {
  return (
    <Typography id={id} variant={`h${level}`} component={`h${level}`} sx={styles.sectionHeadingSx}>
      {children}
      <a className="anchor" href={`#${id}`} aria-label="Link to this section" data-pagefind-ignore="">
        #
      </a>
    </Typography>
  );
}

const Deprecated = ({ text }: { text?: string }) =>
  text === undefined ? null : <Chip label="Deprecated" size="small" variant="outlined" sx={styles.deprecatedChipSx} />;

function DeprecationNote({ text }: { text?: string }) {
  if (!text) return null;
  return (
    <Box sx={styles.deprecationNoteSx}>
      <Description text={text} />
    </Box>
  );
}

interface ApiTableProps {
  label: string;
  columns: string[];
  children: ReactNode;
}

/** An accessible table that scrolls sideways on narrow screens rather than overflowing the page. */
function ApiTable({ label, columns, children }: ApiTableProps) {
  return (
    <TableContainer sx={styles.tableContainerSx}>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column} scope="col">
                {column}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>{children}</TableBody>
      </Table>
    </TableContainer>
  );
}

function PropRow({ prop, slug }: { prop: ApiProp; slug: string }) {
  return (
    <TableRow id={`${slug}-prop-${prop.name}`}>
      <TableCell component="th" scope="row" sx={styles.nameCellSx}>
        <Code>{prop.name}</Code>
        {prop.required && (
          <>
            <span aria-hidden="true">*</span>
            <Box component="span" sx={styles.visuallyHiddenSx}>
              required
            </Box>
          </>
        )}
        <Deprecated text={prop.deprecated} />
      </TableCell>
      <TableCell sx={styles.typeCellSx}>
        <Code>{prop.type}</Code>
      </TableCell>
      <TableCell>{prop.default !== undefined && <Code>{prop.default}</Code>}</TableCell>
      <TableCell sx={styles.descriptionCellSx}>
        <Description text={prop.description} />
        <DeprecationNote text={prop.deprecated} />
      </TableCell>
    </TableRow>
  );
}

function SlotRow({ slot, slug }: { slot: ApiSlot; slug: string }) {
  return (
    <TableRow id={`${slug}-slots-${slot.name}`}>
      <TableCell component="th" scope="row" sx={styles.nameCellSx}>
        <Code>{slot.name}</Code>
      </TableCell>
      <TableCell>{slot.default !== undefined && <Code>{slot.default}</Code>}</TableCell>
      <TableCell sx={styles.descriptionCellSx}>
        <Description text={slot.description} />
      </TableCell>
    </TableRow>
  );
}

function ClassRow({ cssClass, slug }: { cssClass: ApiClass; slug: string }) {
  return (
    <TableRow id={`${slug}-classes-${cssClass.key}`}>
      <TableCell component="th" scope="row" sx={styles.nameCellSx}>
        <Code>.{cssClass.className}</Code>
        <Deprecated text={cssClass.deprecated} />
      </TableCell>
      <TableCell>
        <Code>{cssClass.key}</Code>
      </TableCell>
      <TableCell sx={styles.descriptionCellSx}>
        <Description text={cssClass.description} />
        <DeprecationNote text={cssClass.deprecated} />
      </TableCell>
    </TableRow>
  );
}

/** "button" -> <button> element; "ButtonBase" -> the ButtonBase component. */
function rootDescription(root: string): ReactNode {
  return /^[a-z]/.test(root) ? (
    <>
      the <Code>{`<${root}>`}</Code> element
    </>
  ) : (
    <>the {root} component</>
  );
}

/** The id of an API section: "props" on the component's own page, "button-props" where several are embedded. */
export const apiSectionId = (api: ApiDoc, section: string, embedded: boolean): string =>
  embedded ? `${apiSlug(api)}-${section}` : section;

const apiSlug = (api: ApiDoc): string => api.pathname.split('/').filter(Boolean).pop() ?? api.name;

/**
 * The API reference page of one component, from the data generated at build time. `embedded`: one
 * of several on a component page's "Component API" tab (an h2 per component, prefixed ids).
 */
export default function ApiPage({ api, embedded = false }: { api: ApiDoc; embedded?: boolean }) {
  const slug = apiSlug(api);
  const { inheritance } = api;
  const level = embedded ? 3 : 2;
  const section = (id: string, text: string) => (
    <SectionHeading id={apiSectionId(api, id, embedded)} level={level}>
      {text}
    </SectionHeading>
  );
  return (
    <Box component={embedded ? 'section' : 'article'}>
      <Typography variant={embedded ? 'h2' : 'h1'} component={embedded ? 'h2' : 'h1'} id={embedded ? slug : undefined} sx={embedded ? styles.sectionHeadingSx : styles.titleSx}>
        {embedded ? <Link component={DocsLink} href={api.pathname}>{api.name}</Link> : `${api.name} API`}
      </Typography>
      <Typography component="p" sx={styles.leadSx}>
        Reference for the {api.name} component of <Code>{api.packageName}</Code>: the props it takes, the class names it
        applies and the pages that show it, generated from the package&apos;s type declarations.
      </Typography>

      {api.demos.length > 0 && (
        <section>
          {section('demos', 'Demos')}
          <Typography component="p" sx={styles.paragraphSx}>
            {api.name} in use, with the code of each example:
          </Typography>
          <Box component="ul" sx={{ pl: 3 }}>
            {api.demos.map((demo) => (
              <li key={demo.pathname}>
                <Link component={DocsLink} href={demo.pathname}>{demo.title}</Link>
              </li>
            ))}
          </Box>
        </section>
      )}

      {api.imports.length > 0 && (
        <section>
          {section('import', 'Import')}
          {api.imports.map((line) => (
            <CodeBlock key={line} code={line} language="tsx" />
          ))}
          <Typography component="p" sx={styles.paragraphSx}>
            Both lines give the same component. The first reads it from its own entry point, the second from the package
            root; bundlers that tree-shake treat them alike.
          </Typography>
        </section>
      )}

      {api.props.length > 0 && (
        <section>
          {section('props', 'Props')}
          <Typography component="p" sx={styles.paragraphSx}>
            The props {api.name} declares itself, in alphabetical order. An asterisk marks the ones you must pass.
            {inheritance && ` The props it inherits from ${inheritance.component} are not repeated here: see Inheritance.`}
          </Typography>
          <ApiTable label={`Props of ${api.name}`} columns={['Name', 'Type', 'Default', 'Description']}>
            {api.props.map((prop) => (
              <PropRow key={prop.name} prop={prop} slug={slug} />
            ))}
          </ApiTable>
        </section>
      )}
      {(api.forwardsRef || api.rootElement) && (
        <Typography component="p" sx={styles.paragraphSx}>
          {api.rootElement && <>By default {api.name} renders {rootDescription(api.rootElement)} at its root. </>}
          {api.forwardsRef && (
            <>
              The <Code>ref</Code> is forwarded to the root element.
            </>
          )}
        </Typography>
      )}

      {inheritance && (
        <section>
          {section('inheritance', 'Inheritance')}
          <Typography component="p" sx={styles.paragraphSx}>
            {api.name} also accepts the props of{' '}
            {inheritance.pathname ? <Link component={DocsLink} href={inheritance.pathname}>{inheritance.component}</Link> : inheritance.component}
            . They are not repeated in the table above; where both define a prop, the description here applies.
          </Typography>
        </section>
      )}

      {api.slots.length > 0 && (
        <section>
          {section('slots', 'Slots')}
          <Typography component="p" sx={styles.paragraphSx}>
            Inner parts of {api.name} you can swap with the <Code>slots</Code> prop and configure with{' '}
            <Code>slotProps</Code>.
          </Typography>
          <ApiTable label={`Slots of ${api.name}`} columns={['Slot', 'Default', 'Description']}>
            {api.slots.map((slot) => (
              <SlotRow key={slot.name} slot={slot} slug={slug} />
            ))}
          </ApiTable>
        </section>
      )}

      {api.classes.length > 0 && (
        <section>
          {section('css-classes', 'CSS classes')}
          <Typography component="p" sx={styles.paragraphSx}>
            The global class names {api.name} puts on its elements, for styling from a stylesheet. The rule name is the key
            to use in the <Code>classes</Code> prop and in the theme&apos;s <Code>styleOverrides</Code>.
          </Typography>
          <ApiTable label={`CSS classes of ${api.name}`} columns={['Class name', 'Rule name', 'Description']}>
            {api.classes.map((cssClass) => (
              <ClassRow key={cssClass.key} cssClass={cssClass} slug={slug} />
            ))}
          </ApiTable>
        </section>
      )}
    </Box>
  );
}
