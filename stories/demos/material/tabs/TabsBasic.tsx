import { useId, useState, type ReactNode, type SyntheticEvent } from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';

const sections = [
  {
    label: 'Overview',
    text: 'A 28-litre daypack with a padded laptop sleeve, a rain cover and two side pockets for bottles.',
  },
  {
    label: 'Specifications',
    text: 'Weight 840 g. Size 48 × 30 × 20 cm. Recycled nylon shell, water-repellent zips.',
  },
  {
    label: 'Reviews',
    text: '4.6 out of 5 from 212 reviews. Most people mention the comfortable straps.',
  },
];

interface TabPanelProps {
  children: ReactNode;
  id: string;
  labelledBy: string;
  hidden: boolean;
}

function TabPanel({ children, id, labelledBy, hidden }: TabPanelProps) {
  return (
    <div role="tabpanel" id={id} aria-labelledby={labelledBy} hidden={hidden}>
      {!hidden && <Box sx={{ py: 2 }}>{children}</Box>}
    </div>
  );
}

export default function TabsBasic() {
  const idPrefix = useId();
  const [value, setValue] = useState(0);

  const handleChange = (_event: SyntheticEvent, newValue: number) => {
    setValue(newValue);
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Tabs
          value={value}
          onChange={handleChange}
          aria-label="Product details"
        >
          {sections.map((section, index) => (
            <Tab
              key={section.label}
              label={section.label}
              id={`${idPrefix}-tab-${index}`}
              aria-controls={`${idPrefix}-panel-${index}`}
            />
          ))}
        </Tabs>
      </Box>
      {sections.map((section, index) => (
        <TabPanel
          key={section.label}
          id={`${idPrefix}-panel-${index}`}
          labelledBy={`${idPrefix}-tab-${index}`}
          hidden={value !== index}
        >
          <Typography>{section.text}</Typography>
        </TabPanel>
      ))}
    </Box>
  );
}
