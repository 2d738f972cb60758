import { useState } from 'react';
import AspectRatio from '@mui/joy/AspectRatio';
import Card from '@mui/joy/Card';
import CardContent from '@mui/joy/CardContent';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Skeleton from '@mui/joy/Skeleton';
import Stack from '@mui/joy/Stack';
import Switch from '@mui/joy/Switch';
import Typography from '@mui/joy/Typography';
import RestaurantRounded from '@mui/icons-material/RestaurantRounded';

export default function SkeletonLoading() {
  const [loading, setLoading] = useState(true);

  return (
    <Stack spacing={2} sx={{ width: '100%', maxWidth: 320 }}>
      <FormControl orientation="horizontal" sx={{ gap: 1 }}>
        <Switch checked={loading} onChange={(event) => setLoading(event.target.checked)} />
        <FormLabel>Recipe still loading</FormLabel>
      </FormControl>
      <Card component="section" aria-busy={loading} aria-label="Recipe of the day">
        <AspectRatio ratio="16/9" variant="soft" color="warning">
          <Skeleton loading={loading}>
            <RestaurantRounded aria-hidden sx={{ fontSize: '3rem' }} />
          </Skeleton>
        </AspectRatio>
        <CardContent>
          <Typography level="title-md">
            <Skeleton loading={loading}>Lemon and thyme risotto</Skeleton>
          </Typography>
          <Typography level="body-sm">
            <Skeleton loading={loading}>Ready in 35 minutes, serves four.</Skeleton>
          </Typography>
        </CardContent>
      </Card>
    </Stack>
  );
}
