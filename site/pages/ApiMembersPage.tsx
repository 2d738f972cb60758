import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { CodeBlock } from '../../src/components/code/CodeBlock';
import type { ApiMembersDoc } from '../build/api/interfaceTypes';
import type { ApiPlan } from '../build/api/types';
import { SectionHeading } from './ApiPage';
import * as styles from './ApiPage.styles';
import { ApiTable, PropRow } from './api/ApiTables';
import { Code, Description } from './api/ApiText';
import { membersSections, type MembersSection } from './api/membersSections';

export { DocsHrefContext } from './api/ApiText';

const PLAN_NAMES: Record<ApiPlan, string> = { pro: 'Pro', premium: 'Premium' };

const Paragraph = ({ children }: { children: ReactNode }) => (
  <Typography component="p" sx={styles.paragraphSx}>
    {children}
  </Typography>
);

function packagesText(api: ApiMembersDoc): string {
  const names = api.packages;
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : (names[0] ?? '');
}

function SectionBody({ api, section }: { api: ApiMembersDoc; section: MembersSection }) {
  const slug = api.pathname.split('/').pop() ?? api.name;
  if (section.kind === 'import') {
    return (
      <>
        {api.imports.map((line) => (
          <CodeBlock key={line} code={line} language="tsx" />
        ))}
        <Paragraph>
          {api.imports.length > 1
            ? `Each line gives the same ${api.kind === 'component' ? 'component' : 'type'}; use the one of the package your app installs.`
            : `Only ${packagesText(api)} exports ${api.name}.`}
          {api.plan && ` It needs the ${PLAN_NAMES[api.plan]} plan.`}
        </Paragraph>
      </>
    );
  }
  const plans = new Set(api.members.map((member) => member.plan).filter(Boolean));
  return (
    <>
      <Paragraph>
        {api.kind === 'component' ? 'The props' : 'The properties, inherited ones included'}, the required ones first (marked with an asterisk),
        then in alphabetical order.
        {plans.size > 0 && ' A round marker beside a name shows the plan it needs: P for Pro, P+ for Premium.'}
      </Paragraph>
      <ApiTable label={`${api.kind === 'component' ? 'Props' : 'Properties'} of ${api.name}`} columns={['Name', 'Type', 'Default', 'Description']}>
        {api.members.map((member) => (
          <PropRow key={member.name} prop={member} slug={slug} />
        ))}
      </ApiTable>
    </>
  );
}

/** The generated API page of an interface or of a component's props (MUI X's Data Grid). */
export default function ApiMembersPage({ api }: { api: ApiMembersDoc }) {
  const what = api.kind === 'component' ? 'component' : 'interface';
  return (
    <Box component="article">
      <Typography variant="h1" component="h1" sx={styles.titleSx}>
        {api.name} API
      </Typography>
      <Typography component="p" sx={styles.leadSx}>
        Reference for the <Code>{api.name}</Code> {what} of {packagesText(api)}: how to import it and every{' '}
        {api.kind === 'component' ? 'prop' : 'property'} with its type, default and description, generated from the installed
        type declarations.
      </Typography>
      {api.description && <Description text={api.description} />}
      {membersSections(api).map((section) => (
        <section key={section.id}>
          <SectionHeading id={section.id}>{section.text}</SectionHeading>
          <SectionBody api={api} section={section} />
        </section>
      ))}
    </Box>
  );
}
