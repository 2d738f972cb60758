import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import SpeedDial, { type SpeedDialProps } from '@mui/material/SpeedDial';
import SpeedDialAction from '@mui/material/SpeedDialAction';
import SpeedDialIcon from '@mui/material/SpeedDialIcon';
import CropIcon from '@mui/icons-material/Crop';
import FilterIcon from '@mui/icons-material/Filter';
import RotateRightIcon from '@mui/icons-material/RotateRight';

type Direction = NonNullable<SpeedDialProps['direction']>;

const directions: Direction[] = ['up', 'right', 'down', 'left'];

const actions = [
  { name: 'Crop', icon: <CropIcon /> },
  { name: 'Rotate', icon: <RotateRightIcon /> },
  { name: 'Filters', icon: <FilterIcon /> },
];

export default function SpeedDialDirections() {
  const labelId = useId();
  const [direction, setDirection] = useState<Direction>('up');

  return (
    <Box>
      <FormControl>
        <FormLabel id={labelId}>Direction</FormLabel>
        <RadioGroup
          row
          aria-labelledby={labelId}
          value={direction}
          onChange={(event) => setDirection(event.target.value as Direction)}
        >
          {directions.map((value) => (
            <FormControlLabel
              key={value}
              value={value}
              control={<Radio />}
              label={value}
            />
          ))}
        </RadioGroup>
      </FormControl>
      <Box
        sx={{
          height: 260,
          mt: 1,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
        }}
      >
        <SpeedDial
          ariaLabel="Photo tools"
          icon={<SpeedDialIcon />}
          direction={direction}
        >
          {actions.map((action) => (
            <SpeedDialAction
              key={action.name}
              icon={action.icon}
              slotProps={{ tooltip: { title: action.name } }}
            />
          ))}
        </SpeedDial>
      </Box>
    </Box>
  );
}
