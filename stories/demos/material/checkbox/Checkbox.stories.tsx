import type { Meta, StoryObj } from '@storybook/react-vite';
import { useArgs } from 'storybook/preview-api';
import { expect, userEvent, within } from 'storybook/test';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import CheckboxCustomIcons from './CheckboxCustomIcons';
import CheckboxFormGroup from './CheckboxFormGroup';
import CheckboxIndeterminate from './CheckboxIndeterminate';
import CheckboxLabels from './CheckboxLabels';

/**
 * A checkbox turns one option on or off, or picks any number of options from a list, and the choice takes
 * effect when the form is sent. Give every checkbox a visible label; for a setting that applies at once a
 * switch says so better, and the indeterminate state is only for a parent of partly selected children.
 */
const meta = {
  title: 'Material UI/Inputs/Checkbox',
  component: Checkbox,
  parameters: { layout: 'padded', muiApi: 'Checkbox' },
} satisfies Meta<typeof Checkbox>;

export default meta;

type Story = StoryObj<typeof meta>;

/** Ticking the box and the `checked` control stay in step; colour, size, disabled and indeterminate are controls. */
export const Playground: Story = {
  args: { checked: true, indeterminate: false, disabled: false, color: 'primary', size: 'medium' },
  render: function Render(args) {
    const [, updateArgs] = useArgs();
    return (
      <FormControlLabel
        control={<Checkbox {...args} onChange={(event) => updateArgs({ checked: event.target.checked })} />}
        label="Email me when my order ships"
      />
    );
  },
  play: async ({ canvasElement, args }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', { name: 'Email me when my order ships' });
    if (args.indeterminate) await expect(checkbox).toHaveAttribute('data-indeterminate', 'true');
    else if (args.checked) await expect(checkbox).toBeChecked();
    else await expect(checkbox).not.toBeChecked();
    if (args.disabled) await expect(checkbox).toBeDisabled();
    else await expect(checkbox).toBeEnabled();
  },
};

export const Labels: Story = {
  render: () => <CheckboxLabels />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const remember = canvas.getByRole('checkbox', { name: 'Remember me on this device' });
    await expect(remember).toBeChecked();
    await expect(
      canvas.getByRole('checkbox', { name: /Two-step verification/ }),
    ).toBeDisabled();
    await expect(canvas.getByRole('checkbox', { name: /terms of service/ })).toBeRequired();

    // Clicking the label text toggles the checkbox.
    await userEvent.click(canvas.getByText('Email me about product updates'));
    await expect(
      canvas.getByRole('checkbox', { name: 'Email me about product updates' }),
    ).toBeChecked();
    await userEvent.click(canvas.getByText('Email me about product updates'));
    await expect(
      canvas.getByRole('checkbox', { name: 'Email me about product updates' }),
    ).not.toBeChecked();
  },
};

export const Indeterminate: Story = {
  render: () => <CheckboxIndeterminate />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const parent = canvas.getByRole('checkbox', { name: 'All email notifications' });
    const comments = canvas.getByRole('checkbox', { name: 'Comments on my posts' });
    await expect(parent).toBePartiallyChecked();

    await userEvent.click(parent);
    await expect(parent).toBeChecked();
    for (const child of canvas.getAllByRole('checkbox')) {
      await expect(child).toBeChecked();
    }

    await userEvent.click(comments);
    await expect(comments).not.toBeChecked();
    await expect(parent).toBePartiallyChecked();

    await userEvent.click(parent);
    await userEvent.click(parent);
    for (const child of canvas.getAllByRole('checkbox')) {
      await expect(child).not.toBeChecked();
    }
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Mentions' }));
    await expect(parent).toBePartiallyChecked();
  },
};

export const FormGroupWithHelperText: Story = {
  render: () => <CheckboxFormGroup />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'Topics for your weekly digest' });
    await expect(group).toHaveAccessibleDescription('Pick up to 3 topics (2 selected).');

    await userEvent.click(canvas.getByRole('checkbox', { name: 'Testing' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Performance' }));
    await expect(group).toHaveAccessibleDescription(
      'You picked 4 topics. Remove 1 to continue.',
    );
    await expect(canvas.getByText('Topics for your weekly digest')).toHaveClass('Mui-error');

    await userEvent.click(canvas.getByRole('checkbox', { name: 'Performance' }));
    await expect(group).toHaveAccessibleDescription('Pick up to 3 topics (3 selected).');
    await expect(canvas.getByText('Topics for your weekly digest')).not.toHaveClass(
      'Mui-error',
    );
  },
};

export const CustomIcons: Story = {
  render: () => <CheckboxCustomIcons />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const favourite = canvas.getByRole('checkbox', { name: 'Add to favourites' });
    // The icon drawn next to the (hidden) input: the outline heart, then the filled one.
    const icon = () => favourite.parentElement?.querySelector('svg path')?.getAttribute('d') ?? '';
    await expect(favourite).not.toBeChecked();
    const outline = icon();
    await expect(outline).not.toBe('');
    await userEvent.click(favourite);
    await expect(favourite).toBeChecked();
    await expect(icon()).not.toBe(outline);
    await expect(icon()).not.toBe('');
    await expect(canvas.getByRole('checkbox', { name: 'Save for later' })).toBeChecked();
  },
};
