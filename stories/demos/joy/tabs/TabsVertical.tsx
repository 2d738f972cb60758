import Tab from '@mui/joy/Tab';
import TabList from '@mui/joy/TabList';
import TabPanel from '@mui/joy/TabPanel';
import Tabs from '@mui/joy/Tabs';
import Typography from '@mui/joy/Typography';

const sections = [
  { label: 'Company', title: 'Company details', text: 'Harbour Studio Oy, VAT FI12345678, Helsinki.' },
  { label: 'Payments', title: 'Payment terms', text: 'Invoices are due 14 days after sending; late fee 8 % a year.' },
  { label: 'Emails', title: 'Email templates', text: 'Reminder emails go out 3 days before and 7 days after the due date.' },
];

export default function TabsVertical() {
  return (
    <Tabs orientation="vertical" defaultValue={0} sx={{ minHeight: 160 }}>
      <TabList aria-label="Invoicing settings">
        {/* Explicit values and ids: the page pre-renders the tabs, and each tab and its panel must name each other the same way there and after hydration. */}
        {sections.map((section, index) => (
          <Tab key={section.label} value={index} id={`settings-tab-${index}`} aria-controls={`settings-panel-${index}`}>
            {section.label}
          </Tab>
        ))}
      </TabList>
      {sections.map((section, index) => (
        <TabPanel key={section.label} value={index} id={`settings-panel-${index}`} aria-labelledby={`settings-tab-${index}`}>
          <Typography level="title-md">{section.title}</Typography>
          <Typography level="body-sm">{section.text}</Typography>
        </TabPanel>
      ))}
    </Tabs>
  );
}
