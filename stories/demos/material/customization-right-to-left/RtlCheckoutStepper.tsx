import { useState } from 'react';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import ChevronRightRounded from '@mui/icons-material/ChevronRightRounded';
import LocalShippingRounded from '@mui/icons-material/LocalShippingRounded';
import PaymentsRounded from '@mui/icons-material/PaymentsRounded';
import ShoppingCartRounded from '@mui/icons-material/ShoppingCartRounded';
import { createTheme, ThemeProvider } from '@mui/material/styles';

const rtlCache = createCache({ key: 'steprtl', stylisPlugins: [prefixer, rtlPlugin] });
const rtlTheme = createTheme({ direction: 'rtl' });

const steps = [
  { label: 'السلة', icon: <ShoppingCartRounded /> },
  { label: 'الشحن', icon: <LocalShippingRounded /> },
  { label: 'الدفع', icon: <PaymentsRounded /> },
];

export default function RtlCheckoutStepper() {
  const [active, setActive] = useState(0);

  return (
    <CacheProvider value={rtlCache}>
      <ThemeProvider theme={rtlTheme}>
        <Paper dir="rtl" lang="ar" variant="outlined" sx={{ p: 2, maxWidth: 480, bgcolor: 'background.paper', color: 'text.primary' }}>
          <Stepper activeStep={active} aria-label="خطوات الطلب">
            {steps.map((step) => (
              <Step key={step.label}>
                <StepLabel>{step.label}</StepLabel>
              </Step>
            ))}
          </Stepper>
          <List aria-label="الخطوات">
            {steps.map((step, index) => (
              <ListItem key={step.label} disablePadding>
                <ListItemButton selected={index === active} onClick={() => setActive(index)}>
                  <ListItemIcon>{step.icon}</ListItemIcon>
                  <ListItemText primary={step.label} />
                  {/* A chevron that means "go on" points left in rtl; MUI leaves icons alone. */}
                  <ChevronRightRounded aria-hidden sx={{ transform: 'scaleX(-1)', color: 'text.secondary' }} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
          <Box sx={{ display: 'flex', gap: 1 }}>
            <Button disabled={active === 0} onClick={() => setActive((step) => step - 1)}>
              السابق
            </Button>
            <Button variant="contained" disabled={active === steps.length - 1} onClick={() => setActive((step) => step + 1)}>
              التالي
            </Button>
          </Box>
        </Paper>
      </ThemeProvider>
    </CacheProvider>
  );
}
