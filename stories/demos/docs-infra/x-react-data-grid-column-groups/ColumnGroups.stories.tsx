import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import FlightItineraries from './FlightItineraries';

const meta = {
  title: 'Docs-infra/Columns/Column Groups',
  parameters: { layout: 'padded' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** The header cell (a column or a group) that holds `text`. */
const headerWith = (grid: HTMLElement, text: string) => within(grid).getByText(text).closest<HTMLElement>('[role="columnheader"]')!;
const widthOf = (element: Element) => element.getBoundingClientRect().width;

export const Itineraries: Story = {
  render: () => <FlightItineraries />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await canvas.findByRole('grid', { name: 'Flight bookings' });
    await canvas.findByText('1–10 of 24');
    // Traveller covers Name and Tier (160 + 90 px); Itinerary covers four columns, in two sub-groups of two.
    const traveller = headerWith(grid, 'Traveller');
    await expect(traveller).toHaveAttribute('aria-colspan', '2');
    await expect(widthOf(traveller)).toBeCloseTo(250, 0);
    const itinerary = headerWith(grid, 'Itinerary');
    await expect(itinerary).toHaveAttribute('aria-colspan', '4');
    await expect(widthOf(itinerary)).toBeCloseTo(500, 0);
    // The custom group header (renderHeaderGroup) draws its icon; headerClassName marks the Traveller group.
    await expect(itinerary.querySelector('svg')).not.toBeNull();
    await expect(traveller).toHaveClass('traveller-group');
    // Outbound sits above the first Date and Route columns, Return above the second pair.
    const outbound = headerWith(grid, 'Outbound');
    const returnLeg = headerWith(grid, 'Return');
    const dates = within(grid).getAllByText('Date').map((text) => text.closest('[role="columnheader"]')!);
    await expect(outbound.getBoundingClientRect().left).toBeCloseTo(dates[0]!.getBoundingClientRect().left, 0);
    await expect(returnLeg.getBoundingClientRect().left).toBeCloseTo(dates[1]!.getBoundingClientRect().left, 0);
    // A group's description is the tooltip of its default header.
    await userEvent.hover(within(returnLeg).getByText('Return'));
    const tooltip = await within(document.body).findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('The flight home; dates in the local time of departure');
    await userEvent.unhover(within(returnLeg).getByText('Return'));
    await waitFor(() => expect(within(document.body).queryByRole('tooltip')).toBeNull());
  },
};
