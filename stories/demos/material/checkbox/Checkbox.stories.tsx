import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import CheckboxCustomIcons from './CheckboxCustomIcons';
import CheckboxFormGroup from './CheckboxFormGroup';
import CheckboxIndeterminate from './CheckboxIndeterminate';
import CheckboxLabels from './CheckboxLabels';

const meta = {
  title: 'Material UI/Inputs/Checkbox',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;

type Story = StoryObj<typeof meta>;

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
