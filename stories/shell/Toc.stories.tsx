import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Toc, type TocEntry } from '../../src/components/page/Toc';

const items: TocEntry[] = [
  { id: 'basic-usage', text: 'Basic usage', depth: 2 },
  { id: 'variants', text: 'Variants', depth: 2 },
  { id: 'text-button', text: 'Text button', depth: 3 },
  { id: 'contained-button', text: 'Contained button', depth: 3 },
  { id: 'accessibility', text: 'Accessibility', depth: 2 },
];

const meta = {
  title: 'Shell/Toc',
  component: Toc,
  args: { items },
  decorators: [(Story) => <Box sx={{ width: 240 }}><Story /></Box>],
} satisfies Meta<typeof Toc>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: 'On this page' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Text button' })).toHaveAttribute('href', '#text-button');
  },
};

/** Scroll spy: the section whose heading has scrolled past the top is marked. */
export const ScrollSpy: Story = {
  tags: ['test-procedure'],
  parameters: { layout: 'fullscreen' },
  render: (args) => (
    <Box sx={{ display: 'flex', gap: 4, p: 2 }}>
      <Box sx={{ flex: 1 }}>
        {items.map((i) => (
          <Box key={i.id} sx={{ height: 400 }}>
            <Typography id={i.id} variant={i.depth === 2 ? 'h2' : 'h3'}>{i.text}</Typography>
          </Box>
        ))}
        <Box sx={{ height: 800 }} />
      </Box>
      <Box sx={{ width: 220, position: 'sticky', top: 0, alignSelf: 'flex-start' }}><Toc {...args} /></Box>
    </Box>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    document.getElementById('contained-button')!.scrollIntoView();
    await new Promise((r) => setTimeout(r, 200));
    await expect(canvas.getByRole('link', { name: 'Contained button' })).toHaveAttribute('aria-current', 'location');
    window.scrollTo(0, 0);
    await new Promise((r) => setTimeout(r, 200));
    await expect(canvas.getByRole('link', { name: 'Basic usage' })).toHaveAttribute('aria-current', 'location');
  },
};
