import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { styled } from '@mui/joy/styles';

/** One look, defined once, used for every figure of the dashboard. */
const FigureCard = styled(Sheet)(({ theme }) => ({
  flex: '1 1 160px',
  padding: theme.spacing(2),
  borderRadius: theme.vars.radius.md,
  borderInlineStart: `4px solid ${theme.vars.palette.primary[500]}`,
  backgroundColor: theme.vars.palette.background.level1,
}));

const figures = [
  { label: 'Outstanding', amount: '€4,250.00' },
  { label: 'Paid in March', amount: '€12,900.00' },
  { label: 'Overdue', amount: '€730.00' },
];

export default function StyledComponent() {
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2 }}>
      {figures.map((figure) => (
        <FigureCard key={figure.label}>
          <Typography level="body-sm">{figure.label}</Typography>
          <Typography level="title-lg" component="p">
            {figure.amount}
          </Typography>
        </FigureCard>
      ))}
    </Stack>
  );
}
