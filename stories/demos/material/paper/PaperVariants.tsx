import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const papers = [
  { label: 'Elevation, rounded', props: {} },
  { label: 'Elevation, square', props: { square: true } },
  { label: 'Outlined, rounded', props: { variant: 'outlined' } },
  { label: 'Outlined, square', props: { variant: 'outlined', square: true } },
] as const;

export default function PaperVariants() {
  return (
    <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap', p: 1 }}>
      {papers.map((paper) => (
        <Paper
          key={paper.label}
          {...paper.props}
          sx={{
            width: 140,
            height: 96,
            p: 2,
            display: 'flex',
            alignItems: 'flex-end',
          }}
        >
          <Typography variant="body2">{paper.label}</Typography>
        </Paper>
      ))}
    </Stack>
  );
}
