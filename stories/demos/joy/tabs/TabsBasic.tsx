import Tab from '@mui/joy/Tab';
import TabList from '@mui/joy/TabList';
import TabPanel from '@mui/joy/TabPanel';
import Tabs from '@mui/joy/Tabs';
import Typography from '@mui/joy/Typography';

export default function TabsBasic() {
  return (
    <Tabs defaultValue={0} sx={{ maxWidth: 480 }}>
      <TabList aria-label="Kyoto trip details">
        {/* Explicit values and ids: the page pre-renders the tabs, and each tab and its panel must name each other the same way there and after hydration. */}
        <Tab value={0} id="trip-tab-0" aria-controls="trip-panel-0">
          Itinerary
        </Tab>
        <Tab value={1} id="trip-tab-1" aria-controls="trip-panel-1">
          Hotel
        </Tab>
        <Tab value={2} id="trip-tab-2" aria-controls="trip-panel-2">
          Flights
        </Tab>
      </TabList>
      <TabPanel value={0} id="trip-panel-0" aria-labelledby="trip-tab-0">
        <Typography>Day 1: Fushimi Inari at sunrise, then Nishiki Market for lunch.</Typography>
      </TabPanel>
      <TabPanel value={1} id="trip-panel-1" aria-labelledby="trip-tab-1">
        <Typography>Hotel Kanra Kyoto, check-in 15:00, 4 nights, breakfast included.</Typography>
      </TabPanel>
      <TabPanel value={2} id="trip-panel-2" aria-labelledby="trip-tab-2">
        <Typography>HEL → KIX on 4 April at 17:25, return on 8 April at 11:10.</Typography>
      </TabPanel>
    </Tabs>
  );
}
