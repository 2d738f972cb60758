import Chip from '@mui/joy/Chip';
import Tab from '@mui/joy/Tab';
import TabList from '@mui/joy/TabList';
import Tabs from '@mui/joy/Tabs';

const cuisines = [
  { name: 'Italian', count: 42 },
  { name: 'Japanese', count: 31 },
  { name: 'Mexican', count: 27 },
  { name: 'Indian', count: 35 },
  { name: 'Lebanese', count: 12 },
  { name: 'Finnish', count: 9 },
  { name: 'Thai', count: 24 },
  { name: 'Ethiopian', count: 7 },
];

export default function TabsScrollable() {
  return (
    <Tabs defaultValue={0} sx={{ maxWidth: '100%' }}>
      <TabList aria-label="Recipes by cuisine"
        sx={{
          overflow: 'auto',
          scrollSnapType: 'x mandatory',
          '&::-webkit-scrollbar': { display: 'none' },
          [`& .MuiTab-root`]: { flex: 'none', scrollSnapAlign: 'start' },
        }}
      >
        {cuisines.map((cuisine) => (
          <Tab key={cuisine.name} indicatorInset>
            {cuisine.name}
            <Chip size="sm" variant="soft">
              {cuisine.count}
            </Chip>
          </Tab>
        ))}
      </TabList>
    </Tabs>
  );
}
