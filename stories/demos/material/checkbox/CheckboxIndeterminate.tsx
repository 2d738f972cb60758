import { useState } from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';

const topics = ['Comments on my posts', 'Mentions', 'Weekly summary'];

export default function CheckboxIndeterminate() {
  const [enabled, setEnabled] = useState<string[]>(['Mentions']);

  const allChecked = enabled.length === topics.length;
  const someChecked = enabled.length > 0 && !allChecked;

  const toggleTopic = (topic: string, checked: boolean) => {
    setEnabled((current) =>
      checked ? [...current, topic] : current.filter((item) => item !== topic),
    );
  };

  return (
    <div>
      <FormControlLabel
        label="All email notifications"
        control={
          <Checkbox
            checked={allChecked}
            indeterminate={someChecked}
            onChange={(event) => setEnabled(event.target.checked ? topics : [])}
            slotProps={{
              input: {
                // Lets assistive technology announce the "mixed" state too.
                ref: (input: HTMLInputElement | null) => {
                  if (input) {
                    input.indeterminate = someChecked;
                  }
                },
              },
            }}
          />
        }
      />
      <Box sx={{ display: 'flex', flexDirection: 'column', marginInlineStart: 3 }}>
        {topics.map((topic) => (
          <FormControlLabel
            key={topic}
            label={topic}
            control={
              <Checkbox
                checked={enabled.includes(topic)}
                onChange={(event) => toggleTopic(topic, event.target.checked)}
              />
            }
          />
        ))}
      </Box>
    </div>
  );
}
