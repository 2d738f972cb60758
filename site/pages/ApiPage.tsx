import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { CodeBlock } from '../../src/components/code/CodeBlock';
import { DocsLink } from '../../src/components/link/DocsLink';
import type { ApiDoc } from '../build/api/types';
import * as styles from './ApiPage.styles';
import { ApiTable, ClassRow, PropRow, SlotRow } from './api/ApiTables';
import { Code } from './api/ApiText';

export { DocsHrefContext } from './api/ApiText';

export function SectionHeading({ id, children, level = 2 }: { id: string; children: ReactNode; level?: 2 | 3 }) {
  return (
    <Typography id={id} variant={`h${level}`} component={`h${level}`} sx={styles.sectionHeadingSx}>
      {children}
      <a className="anchor" href={`#${id}`} aria-label="Link to this section" data-pagefind-ignore="">
        #
      </a>
    </Typography>
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
            The props documented for {api.name}, in alphabetical order. An asterisk marks the ones you must pass.
            {inheritance && ` The other props it accepts from ${inheritance.component} are not repeated here: see Inheritance.`}
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
            . Those missing from the table above work as that page describes them; where both document a prop, the description here applies.
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
