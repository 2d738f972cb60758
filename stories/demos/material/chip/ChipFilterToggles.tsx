import { useId, useState } from 'react';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckIcon from '@mui/icons-material/Check';

const diets = ['Vegetarian', 'Vegan', 'Gluten-free', 'Dairy-free', 'Under 30 minutes'];

export default function ChipFilterToggles() {
  const labelId = useId();
  const [active, setActive] = useState<string[]>(['Vegetarian']);

  const toggle = (diet: string) => {
    setActive((current) =>
      current.includes(diet) ? current.filter((item) => item !== diet) : [...current, diet],
    );
  };

  return (
    <Stack spacing={1}>
      <Typography id={labelId} variant="subtitle2" component="p">
        Show recipes that are
      </Typography>
      <Stack
        role="group"
        aria-labelledby={labelId}
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ flexWrap: 'wrap' }}
      >
        {diets.map((diet) => {
          const selected = active.includes(diet);
          return (
            <Chip
              key={diet}
              label={diet}
              icon={selected ? <CheckIcon /> : undefined}
              color={selected ? 'primary' : 'default'}
              variant={selected ? 'filled' : 'outlined'}
              aria-pressed={selected}
              onClick={() => toggle(diet)}
            />
          );
        })}
      </Stack>
    </Stack>
  );
}
