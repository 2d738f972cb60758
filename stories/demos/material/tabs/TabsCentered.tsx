import { useId, useState, type SyntheticEvent } from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';

const plans = {
  monthly: { label: 'Monthly', price: '€12 per month, cancel at any time.' },
  yearly: { label: 'Yearly', price: '€120 per year, two months free.' },
};

type Period = keyof typeof plans;

export default function TabsCentered() {
  const idPrefix = useId();
  const [period, setPeriod] = useState<Period>('monthly');

  const handleChange = (_event: SyntheticEvent, newValue: Period) => {
    setPeriod(newValue);
  };

  return (
    <Box
      sx={{ width: '100%', bgcolor: 'background.paper', textAlign: 'center' }}
    >
      <Tabs
        value={period}
        onChange={handleChange}
        centered
        textColor="secondary"
        indicatorColor="secondary"
        aria-label="Billing period"
      >
        {(Object.keys(plans) as Period[]).map((key) => (
          <Tab
            key={key}
            value={key}
            label={plans[key].label}
            id={`${idPrefix}-tab-${key}`}
            aria-controls={`${idPrefix}-panel`}
          />
        ))}
        <Tab label="Lifetime" value="lifetime" disabled />
      </Tabs>
      <Typography
        role="tabpanel"
        id={`${idPrefix}-panel`}
        aria-labelledby={`${idPrefix}-tab-${period}`}
        sx={{ py: 2 }}
      >
        {plans[period].price}
      </Typography>
    </Box>
  );
}
