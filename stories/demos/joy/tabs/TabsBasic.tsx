import Tab from '@mui/joy/Tab';
import TabList from '@mui/joy/TabList';
import TabPanel from '@mui/joy/TabPanel';
import Tabs from '@mui/joy/Tabs';
import Typography from '@mui/joy/Typography';

export default function TabsBasic() {
  return (
    <Tabs defaultValue={0} sx={{ maxWidth: 480 }}>
      <TabList aria-label="Kyoto trip details">
        <Tab>Itinerary</Tab>
        <Tab>Hotel</Tab>
        <Tab>Flights</Tab>
      </TabList>
      <TabPanel value={0}>
        <Typography>Day 1: Fushimi Inari at sunrise, then Nishiki Market for lunch.</Typography>
      </TabPanel>
      <TabPanel value={1}>
        <Typography>Hotel Kanra Kyoto, check-in 15:00, 4 nights, breakfast included.</Typography>
      </TabPanel>
      <TabPanel value={2}>
        <Typography>HEL → KIX on 4 April at 17:25, return on 8 April at 11:10.</Typography>
      </TabPanel>
    </Tabs>
  );
}
