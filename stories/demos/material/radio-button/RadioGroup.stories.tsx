import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import RadioButtonsGroup from './RadioButtonsGroup';
import RadioButtonsRowControlled from './RadioButtonsRowControlled';
import RadioButtonsValidation from './RadioButtonsValidation';
import RadioButtonsWithDescriptions from './RadioButtonsWithDescriptions';

const meta = {
  title: 'Material UI/Inputs/Radio Group',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;

type Story = StoryObj<typeof meta>;

export const Group: Story = {
  render: () => <RadioButtonsGroup />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('radiogroup', { name: 'Delivery speed' });
    const standard = within(group).getByRole('radio', { name: /Standard/ });
    const express = within(group).getByRole('radio', { name: /Express/ });
    await expect(standard).toBeChecked();
    await expect(within(group).getByRole('radio', { name: /Same-day/ })).toBeDisabled();

    await userEvent.click(express);
    await expect(express).toBeChecked();
    await expect(standard).not.toBeChecked();

    // Arrow keys move the selection within the group.
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(group).getByRole('radio', { name: /Collect/ })).toBeChecked();
    await userEvent.keyboard('{ArrowUp}');
    await expect(express).toBeChecked();
  },
};

export const RowControlled: Story = {
  render: () => <RadioButtonsRowControlled />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('You pay €12 every month.')).toBeVisible();
    const monthly = canvas.getByRole('radio', { name: 'Monthly' });
    const yearly = canvas.getByRole('radio', { name: 'Yearly' });
    // A row group lays its options side by side.
    await expect(yearly.getBoundingClientRect().left).not.toBe(
      monthly.getBoundingClientRect().left,
    );

    await userEvent.click(canvas.getByText('Yearly'));
    await expect(yearly).toBeChecked();
    await expect(canvas.getByText('You pay €120 once a year, two months free.')).toBeVisible();
  },
};

export const Validation: Story = {
  render: () => <RadioButtonsValidation />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('radiogroup', { name: 'Preferred contact method' });
    const save = canvas.getByRole('button', { name: 'Save preferences' });

    await userEvent.click(save);
    await expect(group).toHaveAccessibleDescription(
      'Select a contact method to save your preferences.',
    );
    await expect(canvas.getByText('Preferred contact method')).toHaveClass('Mui-error');

    await userEvent.click(canvas.getByRole('radio', { name: 'Phone' }));
    await expect(canvas.getByText('Preferred contact method')).not.toHaveClass('Mui-error');
    await userEvent.click(save);
    await expect(group).toHaveAccessibleDescription(
      'Saved. We will call you during office hours.',
    );
  },
};

export const WithDescriptions: Story = {
  render: () => <RadioButtonsWithDescriptions />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const team = canvas.getByRole('radio', { name: 'Team' });
    await expect(team).toBeChecked();
    await expect(team).toHaveAccessibleDescription(
      'Unlimited projects, shared workspaces and email support.',
    );

    await userEvent.click(canvas.getByText('Single sign-on, audit logs and a named account manager.'));
    await expect(canvas.getByRole('radio', { name: 'Enterprise' })).toBeChecked();
    await expect(team).not.toBeChecked();
  },
};
