import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import DividerInList from './DividerInList';
import DividerMiddle from './DividerMiddle';
import DividerVertical from './DividerVertical';
import DividerWithText from './DividerWithText';

/**
 * A divider is a thin line that separates groups of content, in lists, menus or between two ways of doing
 * the same thing. Use it only where spacing alone does not make the grouping clear; `variant` decides how
 * far the line reaches and a short text can sit in its middle.
 */
const meta = {
  title: 'Material UI/Data display/Divider',
  component: Divider,
  parameters: { layout: 'padded', muiApi: 'Divider' },
} satisfies Meta<typeof Divider>;

export default meta;

type Story = StoryObj<typeof meta>;

/** Orientation, variant, text and its alignment are controls; vertical lays the two buttons side by side. */
export const Playground: Story = {
  args: { orientation: 'horizontal', variant: 'fullWidth', textAlign: 'center', flexItem: false, children: 'or' },
  render: (args) => {
    const vertical = args.orientation === 'vertical';
    return (
      <Box sx={{ display: 'flex', flexDirection: vertical ? 'row' : 'column', gap: 1, maxWidth: vertical ? 'none' : 320, height: vertical ? 56 : 'auto' }}>
        <Button variant="outlined">Continue with email</Button>
        <Divider {...args} />
        <Button variant="outlined">Continue with a passkey</Button>
      </Box>
    );
  },
  play: async ({ canvasElement, args }) => {
    const divider = within(canvasElement).getByRole('separator');
    await expect(divider).toHaveClass(`MuiDivider-${args.variant ?? 'fullWidth'}`);
    await expect(divider.classList.contains('MuiDivider-vertical')).toBe(args.orientation === 'vertical');
    if (args.children) await expect(divider).toHaveTextContent(String(args.children));
  },
};

export const InList: Story = {
  render: () => <DividerInList />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Account details' });
    // List dividers are <li> elements hidden from assistive technology: the list stays valid
    // and screen readers count only the real items.
    await expect(within(list).queryByRole('separator')).not.toBeInTheDocument();
    const separators = within(list).getAllByRole('separator', { hidden: true });
    await expect(separators).toHaveLength(3);
    for (const separator of separators) {
      await expect(separator.tagName).toBe('LI');
      await expect(separator).toHaveAttribute('aria-hidden', 'true');
    }
    await expect(separators[0]).toHaveClass('MuiDivider-inset');
    await expect(separators[2]).toHaveClass('MuiDivider-fullWidth');
    await expect(within(list).getAllByRole('listitem')).toHaveLength(4);
  },
};

export const WithText: Story = {
  render: () => <DividerWithText />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // role="presentation" keeps the divider text readable as plain text.
    await expect(canvas.queryByRole('separator')).not.toBeInTheDocument();
    await expect(canvas.getByText('or')).toBeVisible();
    await expect(canvas.getByText('Earlier this week').closest('.MuiDivider-root')).toHaveClass(
      'MuiDivider-textAlignLeft',
    );
  },
};

export const Vertical: Story = {
  render: () => <DividerVertical />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toolbar = canvas.getByRole('group', { name: 'Text formatting' });
    const separator = within(toolbar).getByRole('separator');
    await expect(separator).toHaveAttribute('aria-orientation', 'vertical');
    await expect(separator.getBoundingClientRect().height).toBeGreaterThan(16);

    const bold = within(toolbar).getByRole('button', { name: 'Bold' });
    await expect(bold).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(bold);
    await expect(bold).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(bold);
    await expect(bold).toHaveAttribute('aria-pressed', 'false');
    bold.blur();

    // Stack puts one divider between each pair of statistics.
    await expect(canvas.getAllByRole('separator')).toHaveLength(3);
  },
};

export const Middle: Story = {
  render: () => <DividerMiddle />,
  play: async ({ canvasElement }) => {
    const divider = canvasElement.querySelector('hr');
    await expect(divider).toHaveClass('MuiDivider-middle');
    const card = canvasElement.querySelector('.MuiCard-root');
    if (!divider || !card) {
      throw new Error('The card or its divider is missing');
    }
    // The middle variant leaves space on both sides.
    await expect(divider.getBoundingClientRect().width).toBeLessThan(
      card.getBoundingClientRect().width - 24,
    );
  },
};
