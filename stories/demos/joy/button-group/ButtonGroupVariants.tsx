import Button from '@mui/joy/Button';
import ButtonGroup from '@mui/joy/ButtonGroup';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const variants = ['outlined', 'plain', 'soft', 'solid'] as const;

export default function ButtonGroupVariants() {
  return (
    <Stack spacing={2}>
      {variants.map((variant) => (
        <Stack key={variant} direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography level="body-sm" sx={{ width: 64 }}>
            {variant}
          </Typography>
          <ButtonGroup variant={variant} aria-label={`Calendar navigation (${variant})`}>
            <Button>Previous week</Button>
            <Button>Today</Button>
            <Button>Next week</Button>
          </ButtonGroup>
        </Stack>
      ))}
    </Stack>
  );
}
