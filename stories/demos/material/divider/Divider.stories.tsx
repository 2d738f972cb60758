import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import DividerInList from './DividerInList';
import DividerMiddle from './DividerMiddle';
import DividerVertical from './DividerVertical';
import DividerWithText from './DividerWithText';

const meta = {
  title: 'Material UI/Data display/Divider',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;

type Story = StoryObj<typeof meta>;

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
