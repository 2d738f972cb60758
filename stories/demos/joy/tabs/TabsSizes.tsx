import Stack from '@mui/joy/Stack';
import Tab from '@mui/joy/Tab';
import TabList from '@mui/joy/TabList';
import Tabs from '@mui/joy/Tabs';

const sizes = [
  { size: 'sm', name: 'small' },
  { size: 'md', name: 'medium' },
  { size: 'lg', name: 'large' },
] as const;

export default function TabsSizes() {
  return (
    <Stack spacing={2}>
      {sizes.map(({ size, name }) => (
        <Tabs key={size} size={size} defaultValue={0}>
          <TabList aria-label={`Recipe sections (${name})`}>
            <Tab>Ingredients</Tab>
            <Tab>Method</Tab>
            <Tab>Notes</Tab>
          </TabList>
        </Tabs>
      ))}
    </Stack>
  );
}
