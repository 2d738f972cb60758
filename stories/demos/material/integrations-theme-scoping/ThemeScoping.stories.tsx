import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import MaterialAndJoy from './MaterialAndJoy';

/** Material UI and Joy UI in one tree, each reading its own theme through Joy's THEME_ID. */
const meta = {
  title: 'Material UI/Integrations/Theme Scoping',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;

type Story = StoryObj<typeof meta>;

/** Joy's input and button add Material chips; each library keeps its own look. */
export const MaterialWithJoy: Story = {
  render: () => <MaterialAndJoy />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const joyButton = canvas.getByRole('button', { name: 'Invite' });
    // Joy's button classes name its variant; Material's chips name theirs differently.
    await expect(joyButton).toHaveClass('MuiButton-variantSolid');
    await expect(canvas.getByRole('status')).toHaveTextContent('1 person invited');

    await userEvent.type(canvas.getByLabelText('Email address (Joy UI)'), 'omar@northwind.example');
    await userEvent.click(joyButton);
    await expect(canvas.getByRole('status')).toHaveTextContent('2 people invited');
    const chip = canvas.getByText('omar@northwind.example').closest('.MuiChip-root')!;
    await expect(chip).toHaveClass('MuiChip-outlinedPrimary');
    await expect(canvas.getByLabelText('Email address (Joy UI)')).toHaveValue('');

    await userEvent.click(chip.querySelector('.MuiChip-deleteIcon')!);
    await expect(canvas.getByRole('status')).toHaveTextContent('1 person invited');
  },
};
