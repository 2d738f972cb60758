import type { Meta, StoryObj } from '@storybook/react-vite';
import { useArgs } from 'storybook/preview-api';
import Box from '@mui/material/Box';
import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';
import { expect, userEvent, within } from 'storybook/test';
import RatingControlled from './RatingControlled';
import RatingCustomized from './RatingCustomized';
import RatingHoverFeedback from './RatingHoverFeedback';
import RatingReadOnly from './RatingReadOnly';

/**
 * A rating lets people give or read a score on a short scale, usually one to five stars: a review, the
 * quality of a support answer. Decide whether half stars are allowed (`precision`) and whether the stars
 * can be changed or only shown (`readOnly`).
 */
const meta = {
  title: 'Material UI/Inputs/Rating',
  component: Rating,
  parameters: { layout: 'padded', muiApi: 'Rating' },
} satisfies Meta<typeof Rating>;

export default meta;

type Story = StoryObj<typeof meta>;

/** Picking stars and the `value` control stay in step; precision, max, size and read-only are controls. */
export const Playground: Story = {
  args: { value: 3.5, precision: 0.5, max: 5, size: 'medium', readOnly: false, disabled: false, highlightSelectedOnly: false },
  render: function Render(args) {
    const [, updateArgs] = useArgs();
    return (
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
        <Typography component="legend">Rate this recipe</Typography>
        <Rating {...args} name="playground-rating" onChange={(_event, value) => updateArgs({ value })} />
      </Box>
    );
  },
  play: async ({ canvasElement, args }) => {
    if (args.value == null) return;
    const canvas = within(canvasElement);
    const label = `${args.value} Star${args.value !== 1 ? 's' : ''}`;
    if (args.readOnly) await expect(canvas.getByRole('img', { name: label })).toBeVisible();
    else await expect(canvas.getByRole('radio', { name: label })).toBeChecked();
  },
};

export const Controlled: Story = {
  render: () => <RatingControlled />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'How was your delivery?' });
    await expect(canvas.getByRole('status')).toHaveTextContent('Not rated yet');
    await expect(within(group).getByRole('radio', { name: 'Empty' })).toBeChecked();

    // Tab lands on the checked ("Empty") radio; the arrow keys then pick a value.
    await userEvent.tab();
    await expect(within(group).getByRole('radio', { name: 'Empty' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}');
    await expect(within(group).getByRole('radio', { name: '4 Stars' })).toBeChecked();
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'You rated the delivery 4 out of 5.',
    );
  },
};

export const ReadOnly: Story = {
  render: () => <RatingReadOnly />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: '4.5 Stars' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: '3.5 Stars' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: '5 Stars' })).toBeVisible();
    // Read-only ratings can't be changed, so they render no radio buttons.
    await expect(canvas.queryByRole('radio')).not.toBeInTheDocument();
  },
};

export const HoverFeedback: Story = {
  render: () => <RatingHoverFeedback />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const current = canvas.getByRole('radio', { name: '3.5 stars, Good+' });
    await expect(current).toBeChecked();
    await expect(canvas.getByText('Good+')).toBeVisible();

    await userEvent.tab();
    await expect(current).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: '4 stars, Very good' })).toBeChecked();
    await expect(canvas.getByText('Very good')).toBeVisible();
  },
};

export const Customized: Story = {
  render: () => <RatingCustomized />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const spice = canvas.getByRole('group', { name: 'Spice level' });
    await expect(within(spice).getByRole('radio', { name: 'Medium' })).toBeChecked();
    await expect(within(spice).getAllByRole('radio')).toHaveLength(4); // 3 levels + empty

    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await expect(within(spice).getByRole('radio', { name: 'Hot' })).toBeChecked();
    await expect(
      canvas.getByRole('radio', { name: '4 hearts' }),
    ).toBeChecked();
  },
};
