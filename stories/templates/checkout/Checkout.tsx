import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import TemplateBar from '../shared/TemplateBar';
import Logo from '../shared/Logo';
import OrderSummary from './OrderSummary';
import { BillingStep, PaymentStep, ReviewStep } from './Steps';
import { billingErrors, EMPTY, hasErrors, paymentErrors, type Errors, type Values } from './forms';

const STEPS = ['Billing details', 'Payment', 'Review'];

/** Checkout: three steps, each checked before the next; placing the order shows a confirmation only. */
export default function Checkout() {
  const [step, setStep] = useState(0);
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [placed, setPlaced] = useState(false);
  const onChange = (name: keyof Values, value: string) => setValues((v) => ({ ...v, [name]: value }));

  const next = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (step === 2) {
      setPlaced(true);
      return;
    }
    // The card's expiry is checked against today when the reader moves on, never during render.
    const found = step === 0 ? billingErrors(values) : paymentErrors(values, new Date());
    setErrors(found);
    if (!hasErrors(found)) setStep(step + 1);
  };

  return (
    <Box sx={{ minHeight: '100dvh', bgcolor: 'background.default' }}>
      <TemplateBar name="Checkout" />
      <Container component="main" maxWidth="lg" sx={{ py: { xs: 3, sm: 6 } }}>
        <Logo />
        <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', sm: '2.25rem' }, mt: 2, mb: 3 }}>
          Checkout
        </Typography>
        <Grid container spacing={4} sx={{ flexDirection: { xs: 'column-reverse', md: 'row' } }}>
          <Grid size={{ xs: 12, md: 8 }}>
            <Card variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
              <Stepper activeStep={placed ? STEPS.length : step} alternativeLabel sx={{ mb: 4 }}>
                {STEPS.map((label) => (
                  <Step key={label}>
                    <StepLabel>{label}</StepLabel>
                  </Step>
                ))}
              </Stepper>
              {placed ? (
                <Alert severity="success" role="status">
                  Thank you, {values.name.trim()}. Your Studio plan would be active now and a receipt on its way to {values.email.trim()}. This template charges nothing and sends nothing.
                </Alert>
              ) : (
                <Box component="form" noValidate onSubmit={next} aria-label={STEPS[step]}>
                  <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 2 }}>
                    {STEPS[step]}
                  </Typography>
                  {step === 0 && <BillingStep values={values} errors={errors} onChange={onChange} />}
                  {step === 1 && <PaymentStep values={values} errors={errors} onChange={onChange} />}
                  {step === 2 && <ReviewStep values={values} />}
                  <Box sx={{ display: 'flex', justifyContent: 'space-between', mt: 3, gap: 2 }}>
                    {step > 0 ? (
                      <Button onClick={() => setStep(step - 1)} variant="text">
                        Back
                      </Button>
                    ) : (
                      <span />
                    )}
                    <Button type="submit" variant="contained">
                      {step === 2 ? 'Place order' : 'Continue'}
                    </Button>
                  </Box>
                </Box>
              )}
            </Card>
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <Card variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
              <OrderSummary />
            </Card>
          </Grid>
        </Grid>
      </Container>
    </Box>
  );
}
