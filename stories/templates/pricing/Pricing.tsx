import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutline';
import TemplateBar from '../shared/TemplateBar';
import { TEMPLATE_LINKS } from '../shared/templateLinks';
import { PLANS, priceOf } from './plans';
import FaqList from '../shared/FaqList';

/** Pricing: three plans with a monthly or yearly switch, each leading to checkout, and a short FAQ. */
export default function Pricing() {
  const [yearly, setYearly] = useState(false);
  return (
    <Box sx={{ minHeight: '100dvh', bgcolor: 'background.default' }}>
      <TemplateBar name="Pricing" />
      <Container component="main" maxWidth="lg" sx={{ py: { xs: 5, sm: 8 } }}>
        <Box sx={{ textAlign: 'center', mb: 5 }}>
          <Typography variant="h1" sx={{ fontSize: { xs: '2rem', sm: '2.75rem' }, mb: 1.5 }}>
            Simple pricing for every practice
          </Typography>
          <Typography sx={{ color: 'text.secondary', maxWidth: 560, mx: 'auto', mb: 3 }}>
            Start free and upgrade when you take on more clients. Every plan includes unlimited invoices and no payment fees from us.
          </Typography>
          <ToggleButtonGroup exclusive size="small" color="primary" value={yearly ? 'yearly' : 'monthly'} onChange={(_, value: string | null) => value && setYearly(value === 'yearly')} aria-label="Billing period">
            <ToggleButton value="monthly">Monthly</ToggleButton>
            <ToggleButton value="yearly">Yearly: 2 months free</ToggleButton>
          </ToggleButtonGroup>
        </Box>
        <Grid container spacing={3} sx={{ alignItems: 'stretch' }}>
          {PLANS.map((plan) => (
            <Grid key={plan.name} size={{ xs: 12, md: 4 }}>
              <Card variant="outlined" sx={{ height: '100%', p: 3, display: 'flex', flexDirection: 'column', borderColor: plan.highlighted ? 'primary.main' : 'divider', borderWidth: plan.highlighted ? 2 : 1 }}>
                <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
                  <Typography variant="h2" sx={{ fontSize: '1.25rem' }}>
                    {plan.name}
                  </Typography>
                  {plan.highlighted && <Chip label="Most chosen" color="primary" size="small" />}
                </Box>
                <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
                  {plan.summary}
                </Typography>
                <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 0.75, my: 2 }} data-price={plan.name}>
                  <Typography component="span" sx={{ fontSize: '2.5rem', fontWeight: 700 }}>
                    {priceOf(plan, yearly)}
                  </Typography>
                  <Typography component="span" sx={{ color: 'text.secondary' }}>
                    per month{yearly && plan.monthly > 0 ? ', billed yearly' : ''}
                  </Typography>
                </Box>
                <List dense sx={{ flexGrow: 1 }}>
                  {plan.features.map((feature) => (
                    <ListItem key={feature} disableGutters>
                      <ListItemIcon sx={{ minWidth: 32 }}>
                        <CheckCircleOutline fontSize="small" color="primary" />
                      </ListItemIcon>
                      <ListItemText primary={feature} />
                    </ListItem>
                  ))}
                </List>
                <Button variant={plan.highlighted ? 'contained' : 'outlined'} fullWidth href={plan.monthly === 0 ? TEMPLATE_LINKS.signUp : TEMPLATE_LINKS.checkout} sx={{ mt: 2 }}>
                  {plan.monthly === 0 ? 'Start for free' : `Choose ${plan.name}`}
                </Button>
              </Card>
            </Grid>
          ))}
        </Grid>
        <Box sx={{ maxWidth: 720, mx: 'auto', mt: 8 }}>
          <Typography variant="h2" sx={{ fontSize: '1.5rem', mb: 2, textAlign: 'center' }}>
            Questions people ask
          </Typography>
          <FaqList />
        </Box>
      </Container>
    </Box>
  );
}
