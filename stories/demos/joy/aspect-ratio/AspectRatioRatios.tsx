import { useState } from 'react';
import AspectRatio from '@mui/joy/AspectRatio';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const ratios = [
  { value: '1/1', use: 'Profile picture' },
  { value: '4/3', use: 'Recipe photo' },
  { value: '16/9', use: 'Video' },
  { value: '21/9', use: 'Page banner' },
];

export default function AspectRatioRatios() {
  const [ratio, setRatio] = useState('16/9');
  const use = ratios.find((item) => item.value === ratio)!.use;
  return (
    <Stack spacing={2} sx={{ maxWidth: 400 }}>
      <FormControl>
        <FormLabel>Ratio</FormLabel>
        <RadioGroup orientation="horizontal" value={ratio} onChange={(event) => setRatio(event.target.value)} sx={{ flexWrap: 'wrap' }}>
          {ratios.map((item) => (
            <Radio key={item.value} value={item.value} label={item.value} />
          ))}
        </RadioGroup>
      </FormControl>
      <AspectRatio ratio={ratio} variant="soft" color="primary" data-testid="frame" sx={{ borderRadius: 'md' }}>
        <Typography level="title-md" component="p" textColor="inherit">
          {use}, {ratio.replace('/', ' : ')}
        </Typography>
      </AspectRatio>
    </Stack>
  );
}
