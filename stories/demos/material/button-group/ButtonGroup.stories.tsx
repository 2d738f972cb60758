import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import ButtonGroupSizes from './ButtonGroupSizes';
import ButtonGroupSplitButton from './ButtonGroupSplitButton';
import ButtonGroupVariants from './ButtonGroupVariants';
import ButtonGroupVertical from './ButtonGroupVertical';

/**
 * A button group joins related buttons into one control: views of the same data, a split button with its
 * menu, the steps of a small toolbar. All buttons of a group share its variant, colour and size; choose the
 * variant by how prominent the group should be next to the other actions of the view.
 */
const meta = {
  title: 'Material UI/Inputs/Button Group',
  component: ButtonGroup,
  parameters: { layout: 'padded', muiApi: 'ButtonGroup' },
} satisfies Meta<typeof ButtonGroup>;

export default meta;

type Story = StoryObj<typeof meta>;

/** Variant, colour, size, orientation, disabled and full width apply to every button of the group. */
export const Playground: Story = {
  args: {
    variant: 'outlined',
    color: 'primary',
    size: 'medium',
    orientation: 'horizontal',
    disabled: false,
    fullWidth: false,
    disableElevation: false,
  },
  render: (args) => (
    <ButtonGroup {...args} aria-label="Calendar range">
      <Button>Day</Button>
      <Button>Week</Button>
      <Button>Month</Button>
    </ButtonGroup>
  ),
  play: async ({ canvasElement, args }) => {
    const group = within(canvasElement).getByRole('group', { name: 'Calendar range' });
    await expect(group).toHaveClass(`MuiButtonGroup-${args.variant ?? 'outlined'}`);
    await expect(group).toHaveClass(`MuiButtonGroup-${args.orientation ?? 'horizontal'}`);
    for (const button of within(group).getAllByRole('button')) {
      if (args.disabled) await expect(button).toBeDisabled();
      else await expect(button).toBeEnabled();
    }
  },
};

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
    // The menu gives focus back to its toggle, which shows its keyboard focus ring.
    await waitFor(() => expect(toggle).toHaveFocus());
    await waitFor(() => expect(toggle).toHaveClass('Mui-focusVisible'));
    // The screenshot records the group at rest: in two full story runs the ring was gone by the time of
    // the screenshot (1,507 pixels, the same both times, never with this file alone), the focus taken
    // after the play by something the run left in the kept preview, not found yet.
    toggle.blur();
    await waitFor(() => expect(toggle).not.toHaveClass('Mui-focusVisible'));
  },
};
