import { useState } from 'react';
import Stack from '@mui/joy/Stack';
import Tab from '@mui/joy/Tab';
import TabList from '@mui/joy/TabList';
import TabPanel from '@mui/joy/TabPanel';
import Tabs from '@mui/joy/Tabs';
import Typography from '@mui/joy/Typography';
import { CssVarsProvider, extendTheme, THEME_ID } from '@mui/joy/styles';

// The pre-redesign Tabs: a soft, rounded tab list whose selected tab is a raised surface, without the underline and indicator.
const restoredTheme = extendTheme({
  cssVarPrefix: 'atlas',
  colorSchemeSelector: 'class',
  components: {
    JoyTabList: {
      defaultProps: { variant: 'soft', disableUnderline: true },
      styleOverrides: {
        root: {
          padding: '0.25rem',
          gap: '0.25rem',
          borderRadius: 'var(--atlas-radius-xl)',
          '--List-radius': 'var(--atlas-radius-xl)',
          '--List-padding': '0.25rem',
        },
      },
    },
    JoyTab: {
      defaultProps: { disableIndicator: true },
      styleOverrides: {
        root: {
          '&[aria-selected="true"]': {
            boxShadow: 'var(--atlas-shadow-sm)',
            backgroundColor: 'var(--atlas-palette-background-surface)',
          },
        },
      },
    },
  },
});

const sections = [
  { label: 'Flights', text: 'HEL to LIS on 12 May, 07:40, seat 14A.' },
  { label: 'Hotel', text: 'Casa do Largo, 3 nights, check-in from 15:00.' },
  { label: 'Car', text: 'Compact car, pick-up at the airport desk.' },
];

/** One booking's tabs; `id` keeps the tab and panel ids of the two copies apart. */
function BookingTabs({ id, heading }: { id: string; heading: string }) {
  const [value, setValue] = useState(0);
  return (
    <Stack spacing={1} sx={{ flex: 1, minWidth: 0 }}>
      <Typography level="title-sm" component="h3">
        {heading}
      </Typography>
      <Tabs value={value} onChange={(_event, next) => setValue(Number(next))} sx={{ bgcolor: 'transparent' }}>
        <TabList aria-label={`${heading}: booking details`}>
          {sections.map((section, index) => (
            <Tab key={section.label} value={index} id={`${id}-tab-${index}`} aria-controls={`${id}-panel-${index}`}>
              {section.label}
            </Tab>
          ))}
        </TabList>
        {sections.map((section, index) => (
          <TabPanel key={section.label} value={index} id={`${id}-panel-${index}`} aria-labelledby={`${id}-tab-${index}`}>
            <Typography level="body-sm">{section.text}</Typography>
          </TabPanel>
        ))}
      </Tabs>
    </Stack>
  );
}

/** Joy's current Tabs beside the earlier design, restored with component overrides. */
export default function TabsOldAndNew() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3}>
      <BookingTabs id="current-booking" heading="Current Tabs" />
      <CssVarsProvider theme={{ [THEME_ID]: restoredTheme }}>
        <BookingTabs id="restored-booking" heading="Earlier Tabs restored" />
      </CssVarsProvider>
    </Stack>
  );
}
