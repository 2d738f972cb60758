import { Box, Stack } from '@mui/system';

const nutrition = [
  { label: 'Energy', value: '520 kcal' },
  { label: 'Protein', value: '14 g' },
  { label: 'Carbohydrate', value: '78 g' },
  { label: 'Fat', value: '16 g' },
];

export default function StackDividers() {
  return (
    <Stack
      direction="row"
      spacing={2}
      divider={
        <Box
          component="hr"
          aria-orientation="vertical"
          sx={{ m: 0, border: 0, borderInlineStart: '1px solid', borderColor: 'divider', alignSelf: 'stretch' }}
        />
      }
      aria-label="Nutrition per serving"
      role="group"
      sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 1, width: 'fit-content', maxWidth: '100%', overflowX: 'auto' }}
    >
      {nutrition.map((item) => (
        <div key={item.label}>
          <Box sx={{ typography: 'caption', color: 'text.secondary' }}>{item.label}</Box>
          <Box sx={{ typography: 'subtitle2' }}>{item.value}</Box>
        </div>
      ))}
    </Stack>
  );
}
