import { useState } from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import Masonry from '@mui/lab/Masonry';

const chapters = [
  { title: 'Chapter 1 · The harbour', height: 140 },
  { title: 'Chapter 2 · A letter', height: 80 },
  { title: 'Chapter 3 · Winter', height: 100 },
  { title: 'Chapter 4 · The storm', height: 70 },
  { title: 'Chapter 5 · Repairs', height: 120 },
  { title: 'Chapter 6 · Spring tide', height: 90 },
];

export default function MasonrySequential() {
  const [sequential, setSequential] = useState(false);

  return (
    <Stack spacing={2}>
      <FormControlLabel
        control={
          <Switch
            checked={sequential}
            onChange={(event) => setSequential(event.target.checked)}
          />
        }
        label="Sequential order"
      />
      <Masonry columns={3} spacing={2} sequential={sequential}>
        {chapters.map((chapter) => (
          <Paper
            key={chapter.title}
            variant="outlined"
            sx={{ height: chapter.height, p: 1.5 }}
          >
            <Typography variant="body2">{chapter.title}</Typography>
          </Paper>
        ))}
      </Masonry>
    </Stack>
  );
}
