import type { Meta, StoryObj } from '@storybook/react-vite';
import Timeline from '@mui/lab/Timeline';
import TimelineConnector from '@mui/lab/TimelineConnector';
import TimelineContent from '@mui/lab/TimelineContent';
import TimelineDot from '@mui/lab/TimelineDot';
import TimelineItem from '@mui/lab/TimelineItem';
import TimelineSeparator from '@mui/lab/TimelineSeparator';
import { expect, userEvent, within } from 'storybook/test';
import TimelineActivity from './TimelineActivity';
import TimelineAlternate from './TimelineAlternate';
import TimelineBasic from './TimelineBasic';
import TimelineColors from './TimelineColors';

/**
 * Timeline (from @mui/lab) lists events in time order along a line, with a dot for each: the history of an
 * order, the steps of an incident. `position` puts the content on one side of the line or alternates it
 * from side to side; dots can be coloured by the kind of event.
 */
const meta = {
  title: 'Material UI/Lab/Timeline',
  component: Timeline,
  // The site generates API pages for @mui/material only, so the lab's props are described here.
  parameters: { layout: 'padded' },
  argTypes: {
    position: {
      description: 'Where the content of each item sits relative to the line.',
      control: 'inline-radio',
      options: ['right', 'left', 'alternate', 'alternate-reverse'],
      table: { type: { summary: "'alternate-reverse' | 'alternate' | 'left' | 'right'" }, defaultValue: { summary: "'right'" } },
    },
  },
} satisfies Meta<typeof Timeline>;

export default meta;

type Story = StoryObj<typeof meta>;

const orderEvents = ['Order placed, 09:12', 'Packed, 11:40', 'Out for delivery, 14:05'];

/** `position` is a control: content on the right, the left, or alternating. */
export const Playground: Story = {
  args: { position: 'right' },
  render: (args) => (
    <Timeline {...args} aria-label="Order history">
      {orderEvents.map((event, index) => (
        <TimelineItem key={event}>
          <TimelineSeparator>
            <TimelineDot color={index === orderEvents.length - 1 ? 'primary' : 'grey'} />
            {index < orderEvents.length - 1 ? <TimelineConnector /> : null}
          </TimelineSeparator>
          <TimelineContent>{event}</TimelineContent>
        </TimelineItem>
      ))}
    </Timeline>
  ),
  play: async ({ canvasElement, args }) => {
    const timeline = within(canvasElement).getByRole('list', { name: 'Order history' });
    await expect(within(timeline).getAllByRole('listitem')).toHaveLength(orderEvents.length);
    const position = args.position ?? 'right';
    const suffix = position === 'alternate-reverse' ? 'AlternateReverse' : position.charAt(0).toUpperCase() + position.slice(1);
    await expect(timeline).toHaveClass(`MuiTimeline-position${suffix}`);
  },
};

export const Basic: Story = {
  render: () => <TimelineBasic />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Delivery of order #4821' });
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(4);
    await expect(items[0]).toHaveTextContent('12 May, 09:12Order placed');
    await expect(items[3]).toHaveTextContent('Delivered to the front desk');
    // One connector fewer than dots: the line ends at the last event.
    await expect(list.querySelectorAll('.MuiTimelineDot-root')).toHaveLength(4);
    await expect(list.querySelectorAll('.MuiTimelineConnector-root')).toHaveLength(
      3,
    );
  },
};

export const Alternate: Story = {
  render: () => <TimelineAlternate />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Product roadmap' });
    const items = within(list).getAllByRole('listitem');
    await expect(items[0]).toHaveClass('MuiTimelineItem-positionAlternate');
    // Every second item is mirrored, so its content sits on the other side.
    await expect(getComputedStyle(items[0]).flexDirection).toBe('row');
    await expect(getComputedStyle(items[1]).flexDirection).toBe('row-reverse');
    await expect(within(list).getAllByRole('heading', { level: 3 })).toHaveLength(4);
    await expect(items[2]).toHaveTextContent('Q3 · planned');
  },
};

export const Activity: Story = {
  render: () => <TimelineActivity />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Project activity' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);

    const toggle = canvas.getByRole('button', { name: 'Earlier activity' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toHaveAttribute('aria-controls', list.id);
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(5);
    await expect(items[4]).toHaveTextContent('Project created');
    await expect(toggle).toHaveFocus();
  },
};

export const Colors: Story = {
  render: () => <TimelineColors />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Server checks today' });
    const dots = list.querySelectorAll('.MuiTimelineDot-root');
    await expect(dots[1]).toHaveClass('MuiTimelineDot-filledWarning');
    await expect(dots[2]).toHaveClass('MuiTimelineDot-filledError');
    // The status is in the text, not only in the colour of the dot.
    await expect(
      within(list).getByText('Failed: Payment API timed out'),
    ).toBeVisible();
  },
};
