import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const stats = [
  { label: 'Followers', value: '1,204' },
  { label: 'Following', value: '318' },
  { label: 'Recipes', value: '92' },
];

export default function StackDividers() {
  return (
    <Stack
      direction="row"
      spacing={2}
      divider={<Divider orientation="vertical" flexItem />}
      aria-label="Profile statistics"
      role="group"
    >
      {stats.map((stat) => (
        <div key={stat.label}>
          <Typography variant="h6" component="p">
            {stat.value}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {stat.label}
          </Typography>
        </div>
      ))}
    </Stack>
  );
}
