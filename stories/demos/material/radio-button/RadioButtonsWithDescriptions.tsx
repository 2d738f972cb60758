import { useId } from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';

const plans = [
  { value: 'starter', name: 'Starter', description: 'Up to 3 projects and community support.' },
  { value: 'team', name: 'Team', description: 'Unlimited projects, shared workspaces and email support.' },
  { value: 'enterprise', name: 'Enterprise', description: 'Single sign-on, audit logs and a named account manager.' },
];

export default function RadioButtonsWithDescriptions() {
  const id = useId();

  return (
    <FormControl>
      <FormLabel id={`${id}-label`}>Plan</FormLabel>
      <RadioGroup aria-labelledby={`${id}-label`} defaultValue="team" name="plan">
        {plans.map((plan) => (
          <FormControlLabel
            key={plan.value}
            value={plan.value}
            sx={{ alignItems: 'flex-start', mt: 1 }}
            control={
              <Radio
                sx={{ mt: -1 }}
                slotProps={{
                  input: {
                    // The plan name is the label; the details are read as its description.
                    'aria-labelledby': `${id}-${plan.value}-name`,
                    'aria-describedby': `${id}-${plan.value}-description`,
                  },
                }}
              />
            }
            label={
              <Box>
                <Typography id={`${id}-${plan.value}-name`}>{plan.name}</Typography>
                <Typography
                  id={`${id}-${plan.value}-description`}
                  variant="body2"
                  sx={{ color: 'text.secondary' }}
                >
                  {plan.description}
                </Typography>
              </Box>
            }
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}
