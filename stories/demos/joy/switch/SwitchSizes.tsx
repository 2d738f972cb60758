import DarkModeRounded from '@mui/icons-material/DarkModeRounded';
import LightModeRounded from '@mui/icons-material/LightModeRounded';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Stack from '@mui/joy/Stack';
import Switch from '@mui/joy/Switch';

const sizes = ['sm', 'md', 'lg'] as const;

export default function SwitchSizes() {
  return (
    <Stack spacing={1.5}>
      {sizes.map((size) => (
        <FormControl key={size} orientation="horizontal" size={size} sx={{ gap: 1.5 }}>
          <Switch
            // Decorators are decoration: Joy hides them from assistive technology.
            startDecorator={<LightModeRounded />}
            endDecorator={<DarkModeRounded />}
          />
          <FormLabel>Dark itinerary view ({size})</FormLabel>
        </FormControl>
      ))}
    </Stack>
  );
}
