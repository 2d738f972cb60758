import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const tasks = [
  'Connect your bank account',
  'Import last year’s invoices',
  'Invite your accountant',
  'Set up VAT rates',
];

export default function ProgressLinearWithLabel() {
  const labelId = useId();
  const [completed, setCompleted] = useState<string[]>([tasks[0]]);
  const value = (completed.length / tasks.length) * 100;

  const handleToggle = (task: string) => {
    setCompleted((current) =>
      current.includes(task)
        ? current.filter((item) => item !== task)
        : [...current, task],
    );
  };

  return (
    <Box sx={{ maxWidth: 400 }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', mb: 1 }}>
        <Typography id={labelId} variant="body2">
          Setup checklist
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {completed.length} of {tasks.length} done
        </Typography>
      </Stack>
      <LinearProgress
        variant="determinate"
        value={value}
        aria-labelledby={labelId}
        aria-valuetext={`${completed.length} of ${tasks.length} tasks done`}
        sx={{ height: 8 }}
      />
      <FormGroup role="group" aria-labelledby={labelId} sx={{ mt: 2 }}>
        {tasks.map((task) => (
          <FormControlLabel
            key={task}
            label={task}
            control={
              <Checkbox
                checked={completed.includes(task)}
                onChange={() => handleToggle(task)}
              />
            }
          />
        ))}
      </FormGroup>
    </Box>
  );
}
