import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import Box from '@mui/material/Box';
import { DocsBreadcrumbs } from '../../src/components/page/DocsBreadcrumbs';
import { PrevNext } from '../../src/components/page/PrevNext';
import { EditLink } from '../../src/components/page/EditLink';
import { NotFound } from '../../src/components/page/NotFound';
import { PROJECT_REPOSITORY } from '../../src/config/siteConfig';

const meta = { title: 'Shell/Page parts', parameters: { layout: 'padded' } } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Breadcrumbs: Story = {
  render: () => (
    <DocsBreadcrumbs items={[{ title: 'Material UI' }, { title: 'Components' }, { title: 'Inputs' }, { title: 'Button', pathname: '/material-ui/react-button' }]} />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: 'Breadcrumbs' })).toBeVisible();
    await expect(canvas.getByText('Button')).toHaveAttribute('aria-current', 'page');
  },
};

export const BreadcrumbsWithLinks: Story = {
  render: () => (
    <DocsBreadcrumbs items={[{ title: 'Material UI' }, { title: 'Component API', pathname: '/material-ui/api/button' }, { title: 'ButtonBase', pathname: '/material-ui/api/button-base' }]} />
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Component API' })).toHaveAttribute('href', '/material-ui/api/button');
  },
};

export const PreviousAndNext: Story = {
  render: () => (
    <Box sx={{ maxWidth: 720 }}>
      <PrevNext prev={{ title: 'Usage', pathname: '/material-ui/getting-started/usage' }} next={{ title: 'Example Projects', pathname: '/material-ui/getting-started/example-projects' }} />
    </Box>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Previous: Usage' })).toHaveAttribute('href', '/material-ui/getting-started/usage');
    await expect(canvas.getByRole('link', { name: 'Next: Example Projects' })).toBeVisible();
  },
};

export const NextOnly: Story = {
  render: () => <PrevNext next={{ title: 'Installation', pathname: '/material-ui/getting-started/installation' }} />,
};

export const EditThisPage: Story = {
  render: () => <EditLink href={`${PROJECT_REPOSITORY}/edit/main/site/content/material-ui/react-button.mdx`} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Edit this page' })).toHaveAttribute('target', '_blank');
  },
};

export const PageNotFound: Story = {
  render: () => <NotFound homeHref="/material-ui/getting-started" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to the Material UI overview' })).toHaveAttribute('href', '/material-ui/getting-started');
  },
};
