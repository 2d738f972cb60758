import { useState, type SyntheticEvent } from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Typography from '@mui/material/Typography';
import TabContext from '@mui/lab/TabContext';
import TabList from '@mui/lab/TabList';
import TabPanel from '@mui/lab/TabPanel';

export default function AboutLabTabs() {
  const [tab, setTab] = useState('overview');

  const handleChange = (_event: SyntheticEvent, newValue: string) => {
    setTab(newValue);
  };

  return (
    <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <TabContext value={tab}>
        <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
          <TabList onChange={handleChange} aria-label="Project settings">
            <Tab label="Overview" value="overview" />
            <Tab label="Members" value="members" />
            <Tab label="Billing" value="billing" />
          </TabList>
        </Box>
        <TabPanel value="overview">
          <Typography>
            Harbour redesign · created by Ana Ribeiro on 3 March.
          </Typography>
        </TabPanel>
        <TabPanel value="members">
          <Typography>
            Four people work on this project: two designers, one developer and one
            writer.
          </Typography>
        </TabPanel>
        <TabPanel value="billing">
          <Typography>
            Team plan, billed yearly. The next invoice is due on 1 September.
          </Typography>
        </TabPanel>
      </TabContext>
    </Box>
  );
}
