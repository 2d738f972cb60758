import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { CodeBlock } from '../../src/components/code/CodeBlock';
import { DocsLink } from '../../src/components/link/DocsLink';
import type { ApiFunctionDoc } from '../build/api/functionTypes';
import { SectionHeading } from './ApiPage';
import * as styles from './ApiPage.styles';
import { ApiTable, PropRow } from './api/ApiTables';
import { Code, Description } from './api/ApiText';
import { ParametersTable, ReturnsTable } from './api/FunctionTables';
import { functionSections, type FunctionSection } from './api/functionSections';

export { DocsHrefContext } from './api/ApiText';

const slugOf = (api: ApiFunctionDoc): string => api.pathname.split('/').filter(Boolean).pop() ?? api.name;

const Paragraph = ({ children }: { children: ReactNode }) => (
  <Typography component="p" sx={styles.paragraphSx}>
    {children}
  </Typography>
);

function SectionBody({ api, section }: { api: ApiFunctionDoc; section: FunctionSection }) {
  const slug = slugOf(api);
  const overloads = api.signatures.length;
  switch (section.kind) {
    case 'demos':
      return (
        <>
          <Paragraph>Pages of this site whose examples or code import {api.name}:</Paragraph>
          <Box component="ul" sx={{ pl: 3 }}>
            {api.demos.map((demo) => (
              <li key={demo.pathname}>
                <Link component={DocsLink} href={demo.pathname}>{demo.title}</Link>
              </li>
            ))}
          </Box>
        </>
      );
    case 'import':
      return (
        <>
          {api.imports.map((line) => (
            <CodeBlock key={line} code={line} language="tsx" />
          ))}
          <Paragraph>
            {api.imports.length > 1
              ? 'Both lines give the same function: the first reads it from its own entry point, the second from the package root.'
              : `The package exports ${api.name} from its root only.`}
          </Paragraph>
        </>
      );
    case 'signature':
      return (
        <>
          {overloads > 1 && (
            <Paragraph>
              {api.name} has {overloads} overloads; TypeScript uses the first one whose parameters fit the call.
            </Paragraph>
          )}
          {api.signatures.map((signature, i) => (
            <CodeBlock key={i} code={signature.code} language="ts" />
          ))}
        </>
      );
    case 'parameters':
      return (
        <>
          <Paragraph>An asterisk marks the parameters a call must pass.</Paragraph>
          {api.signatures.map((signature, i) =>
            signature.parameters.length === 0 ? null : (
              <Box component="section" key={i}>
                {overloads > 1 && (
                  <Typography variant="h3" component="h3" sx={styles.sectionHeadingSx} id={`parameters-overload-${i + 1}`}>
                    Overload {i + 1}
                  </Typography>
                )}
                <ParametersTable
                  label={overloads > 1 ? `Parameters of ${api.name}, overload ${i + 1}` : `Parameters of ${api.name}`}
                  parameters={signature.parameters}
                  idPrefix={overloads > 1 ? `${slug}-${i + 1}-parameter` : `${slug}-parameter`}
                />
              </Box>
            ),
          )}
        </>
      );
    case 'options': {
      const options = api.options.find((entry) => entry.parameter === section.parameter);
      if (!options) return null;
      return (
        <>
          <Paragraph>
            The properties of the <Code>{options.parameter}</Code> object, in alphabetical order
            {overloads > 1 ? ', over every overload that takes it' : ''}. An asterisk marks the ones its type requires.
          </Paragraph>
          <ApiTable label={`Properties of ${options.parameter} for ${api.name}`} columns={['Name', 'Type', 'Default', 'Description']}>
            {options.properties.map((property) => (
              <PropRow key={property.name} prop={property} slug={`${slug}-${options.parameter.toLowerCase()}`} />
            ))}
          </ApiTable>
        </>
      );
    }
    case 'returns':
      if (overloads > 1) return <ReturnsTable name={api.name} signatures={api.signatures} />;
      return (
        <>
          <Paragraph>
            <Code>{api.signatures[0]?.returns.type}</Code>
          </Paragraph>
          <Description text={api.signatures[0]?.returns.description ?? ''} />
        </>
      );
  }
}

/** The API reference page of one public function, from the data generated at build time. */
export default function ApiFunctionPage({ api }: { api: ApiFunctionDoc }) {
  return (
    <Box component="article">
      <Typography variant="h1" component="h1" sx={styles.titleSx}>
        {api.name} API
        {api.deprecated !== undefined && <Chip label="Deprecated" size="small" variant="outlined" sx={styles.deprecatedChipSx} />}
      </Typography>
      <Typography component="p" sx={styles.leadSx}>
        Reference for the <Code>{api.name}</Code> function of <Code>{api.packageName}</Code>: how to import it, its signature,
        parameters and options, and what it returns, generated from the package&apos;s type declarations.
      </Typography>
      {api.description && <Description text={api.description} />}
      {api.deprecated && (
        <Box sx={styles.deprecationNoteSx}>
          <Description text={api.deprecated} />
        </Box>
      )}
      {functionSections(api).map((section) => (
        <section key={section.id}>
          <SectionHeading id={section.id}>{section.text}</SectionHeading>
          <SectionBody api={api} section={section} />
        </section>
      ))}
    </Box>
  );
}
