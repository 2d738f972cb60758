import Box from '@mui/joy/Box';
import Typography from '@mui/joy/Typography';

const stats = [
  { label: 'Invoiced', value: '€18,400' },
  { label: 'Paid', value: '€15,950' },
  { label: 'Overdue', value: '€2,450' },
];

export default function BoxResponsive() {
  return (
    <Box
      data-testid="stats"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' },
        gap: { xs: 1, sm: 2 },
      }}
    >
      {stats.map((stat) => (
        <Box key={stat.label} sx={{ p: { xs: 1.5, md: 2 }, borderRadius: 'sm', bgcolor: 'background.level1' }}>
          <Typography level="body-sm">{stat.label}</Typography>
          <Typography level="title-lg">{stat.value}</Typography>
        </Box>
      ))}
    </Box>
  );
}
