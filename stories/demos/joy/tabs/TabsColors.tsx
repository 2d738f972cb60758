import { useState } from 'react';
import Stack from '@mui/joy/Stack';
import Tab from '@mui/joy/Tab';
import TabList from '@mui/joy/TabList';
import Tabs from '@mui/joy/Tabs';
import type { ColorPaletteProp } from '@mui/joy/styles';

const colors: ColorPaletteProp[] = ['primary', 'neutral', 'danger', 'success', 'warning'];
const filters = ['Open', 'Paid', 'Overdue'];

function ColorTabs({ color }: { color: ColorPaletteProp }) {
  const [filter, setFilter] = useState(0);
  return (
    <Tabs value={filter} onChange={(_event, value) => setFilter(Number(value))} color={color} sx={{ bgcolor: 'transparent' }}>
      <TabList aria-label={`Invoices (${color})`} color={color} tabFlex={1} sx={{ maxWidth: 420 }}>
        {filters.map((label, index) => (
          // The selected tab is soft: Joy's plain text colours need the soft background for enough contrast.
          <Tab key={label} color={color} variant={filter === index ? 'soft' : 'plain'}>
            {label}
          </Tab>
        ))}
      </TabList>
    </Tabs>
  );
}

export default function TabsColors() {
  return (
    <Stack spacing={2}>
      {colors.map((color) => (
        <ColorTabs key={color} color={color} />
      ))}
    </Stack>
  );
}
