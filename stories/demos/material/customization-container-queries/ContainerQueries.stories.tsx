import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import ContainerQueriesCard from './ContainerQueriesCard';

/** Container queries: responsive styles that follow the width of a container instead of the window. */
const meta = {
  title: 'Material UI/Customization/Container Queries',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;

type Story = StoryObj<typeof meta>;

export const CardLayout: Story = {
  render: () => <ContainerQueriesCard />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByTestId('card');
    await expect(getComputedStyle(card).flexDirection).toBe('row');
    const slider = canvas.getByRole('slider', { name: /Container width/ });
    slider.focus();
    await userEvent.keyboard('{Home}');
    await expect(slider).toHaveValue('240');
    await waitFor(() => expect(getComputedStyle(card).flexDirection).toBe('column'));
    await userEvent.keyboard('{End}');
    await waitFor(() => expect(getComputedStyle(card).flexDirection).toBe('row'));
  },
};
