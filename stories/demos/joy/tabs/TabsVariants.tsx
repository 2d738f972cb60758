import { useState } from 'react';
import Stack from '@mui/joy/Stack';
import Tab from '@mui/joy/Tab';
import TabList from '@mui/joy/TabList';
import Tabs from '@mui/joy/Tabs';
import Typography from '@mui/joy/Typography';
import type { VariantProp } from '@mui/joy/styles';

const variants: VariantProp[] = ['plain', 'outlined', 'soft', 'solid'];
const periods = ['Week', 'Month', 'Year'];

function VariantTabs({ variant }: { variant: VariantProp }) {
  const [period, setPeriod] = useState(1);
  return (
    <Stack spacing={0.5}>
      <Typography level="body-xs">{variant}</Typography>
      <Tabs
        value={period}
        onChange={(_event, value) => setPeriod(Number(value))}
        sx={{ bgcolor: 'transparent' }}
      >
        <TabList aria-label={`Revenue period (${variant})`} disableUnderline sx={{ gap: 0.5 }}>
          {periods.map((label, index) => (
            <Tab
              key={label}
              disableIndicator
              variant={period === index ? variant : 'plain'}
                            sx={{ borderRadius: 'sm' }}
            >
              {label}
            </Tab>
          ))}
        </TabList>
      </Tabs>
    </Stack>
  );
}

export default function TabsVariants() {
  return (
    <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {variants.map((variant) => (
        <VariantTabs key={variant} variant={variant} />
      ))}
    </Stack>
  );
}
