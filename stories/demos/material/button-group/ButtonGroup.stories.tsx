import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import ButtonGroupSizes from './ButtonGroupSizes';
import ButtonGroupSplitButton from './ButtonGroupSplitButton';
import ButtonGroupVariants from './ButtonGroupVariants';
import ButtonGroupVertical from './ButtonGroupVertical';

const meta = {
  title: 'Material UI/Inputs/Button Group',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;

type Story = StoryObj<typeof meta>;

export const Variants: Story = {
  render: () => <ButtonGroupVariants />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cases = [
      ['Map zoom', 'MuiButton-outlined'],
      ['Invoice actions', 'MuiButton-contained'],
      ['Clipboard', 'MuiButton-text'],
    ] as const;
    for (const [name, className] of cases) {
      const buttons = within(canvas.getByRole('group', { name })).getAllByRole('button');
      await expect(buttons).toHaveLength(3);
      for (const button of buttons) {
        await expect(button).toHaveClass(className);
      }
    }
  },
};

export const Sizes: Story = {
  render: () => <ButtonGroupSizes />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const size of ['Small', 'Medium', 'Large']) {
      const group = canvas.getByRole('group', { name: `Document actions, ${size.toLowerCase()}` });
      await expect(within(group).getByRole('button', { name: 'Edit' })).toHaveClass(
        `MuiButton-size${size}`,
      );
    }
  },
};

export const Vertical: Story = {
  render: () => <ButtonGroupVertical />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'Move the “Pricing” section' });
    await expect(group).toHaveClass('MuiButtonGroup-vertical');
    const [first, second] = within(group).getAllByRole('button');
    await expect(first).toHaveAccessibleName('Move to top');
    // Vertical groups stack their buttons.
    await expect(second.getBoundingClientRect().top).toBeGreaterThan(
      first.getBoundingClientRect().top,
    );
  },
};

export const SplitButton: Story = {
  render: () => <ButtonGroupSplitButton />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    const toggle = canvas.getByRole('button', { name: 'Choose merge method' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(toggle);
    const menu = await page.findByRole('menu', { name: 'Choose merge method' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Squash and merge' }));
    await waitFor(() => expect(page.queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() => expect(toggle).toHaveFocus());

    await userEvent.click(canvas.getByRole('button', { name: 'Squash and merge' }));
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Squashed 4 commits into one and merged.',
    );

    // Escape closes the menu without changing the method.
    await userEvent.click(toggle);
    await page.findByRole('menu');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('menu')).not.toBeInTheDocument());
    await expect(canvas.getByRole('button', { name: 'Squash and merge' })).toBeVisible();
  },
};
