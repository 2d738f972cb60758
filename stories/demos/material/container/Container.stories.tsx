import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { capitalize } from '@mui/material/utils';
import { apiControl } from '../../apiControls';
import ContainerBasic from './ContainerBasic';
import ContainerMaxWidth from './ContainerMaxWidth';
import ContainerPageLayout from './ContainerPageLayout';

/**
 * A container centres a page's content and stops it from growing wider than a breakpoint, so lines stay
 * readable on large screens. Pick the `maxWidth` by the content: narrow for forms and reading, wide for
 * dashboards; `fixed` snaps the width to each breakpoint instead of letting it grow between them.
 */
const meta = {
  title: 'Material UI/Layout/Container',
  component: Container,
  parameters: { layout: 'padded', muiApi: 'Container' },
  argTypes: { maxWidth: apiControl('Container', 'maxWidth', { options: ['xs', 'sm', 'md', 'lg', 'xl', false] }) },
} satisfies Meta<typeof Container>;

export default meta;

type Story = StoryObj<typeof meta>;

/** `maxWidth`, `fixed` and `disableGutters` are controls; the tinted area is the container's content box. */
export const Playground: Story = {
  args: { maxWidth: 'sm', fixed: false, disableGutters: false },
  render: (args) => (
    <Container {...args}>
      <Box sx={{ bgcolor: 'action.hover', p: 2, borderRadius: 1 }}>
        <Typography variant="h6" component="h3">
          Checkout
        </Typography>
        <Typography>Delivery address, payment and a last look at your order.</Typography>
      </Box>
    </Container>
  ),
  play: async ({ canvasElement, args }) => {
    const container = canvasElement.querySelector('.MuiContainer-root');
    if (args.maxWidth) await expect(container).toHaveClass(`MuiContainer-maxWidth${capitalize(args.maxWidth)}`);
    await expect(container?.classList.contains('MuiContainer-disableGutters')).toBe(Boolean(args.disableGutters));
    await expect(container?.classList.contains('MuiContainer-fixed')).toBe(Boolean(args.fixed));
  },
};

export const Basic: Story = {
  render: () => <ContainerBasic />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { name: 'Release notes, version 4.2' });
    const container = heading.parentElement;
    if (!container) {
      throw new Error('The container is missing');
    }
    await expect(container).toHaveClass('MuiContainer-maxWidthSm');
    await expect(getComputedStyle(container).maxWidth).toBe('600px');
  },
};

export const MaxWidth: Story = {
  render: () => <ContainerMaxWidth />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'maxWidth' });
    const status = canvas.getByRole('status');
    const container = status.closest<HTMLElement>('.MuiContainer-root');
    if (!container) {
      throw new Error('The container is missing');
    }
    await expect(status).toHaveTextContent('up to 600 px wide');
    // The container is centred in its parent.
    const parent = container.parentElement;
    if (!parent) {
      throw new Error('The container has no parent');
    }
    const inner = container.getBoundingClientRect();
    const outer = parent.getBoundingClientRect();
    await expect(Math.round(inner.left - outer.left)).toBe(Math.round(outer.right - inner.right));

    await userEvent.click(within(group).getByRole('button', { name: 'xs' }));
    await expect(status).toHaveTextContent('up to 444 px wide');
    await waitFor(() => expect(getComputedStyle(container).maxWidth).toBe('444px'));

    await userEvent.click(within(group).getByRole('button', { name: 'false' }));
    await expect(status).toHaveTextContent('as wide as its parent');
    await waitFor(() => expect(getComputedStyle(container).maxWidth).toBe('none'));

    // Leave the story as it started.
    await userEvent.click(within(group).getByRole('button', { name: 'sm' }));
    await expect(within(group).getByRole('button', { name: 'sm' })).toHaveAttribute('aria-pressed', 'true');
  },
};

export const PageLayout: Story = {
  render: () => <ContainerPageLayout />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const preview = canvas.getByRole('region', { name: 'Bakery home page preview' });
    const containers = preview.querySelectorAll('.MuiContainer-root');
    await expect(containers).toHaveLength(3);
    // The three containers share one max width, so header, content and footer line up.
    const starts = Array.from(containers, (node) => Math.round(node.getBoundingClientRect().left));
    await expect(new Set(starts).size).toBe(1);
  },
};
