import { Box, Container } from '@mui/system';

const steps = ['Choose dates', 'Add travellers', 'Pay and confirm'];

export default function ContainerFixed() {
  return (
    <Container fixed component="nav" aria-label="Booking steps">
      <Box
        component="ol"
        sx={{ display: 'flex', gap: 1, m: 0, p: 1, listStyle: 'none', borderRadius: 1, bgcolor: 'action.hover' }}
      >
        {steps.map((step, index) => (
          <Box
            key={step}
            component="li"
            aria-current={index === 1 ? 'step' : undefined}
            sx={{
              flex: 1,
              px: 1.5,
              py: 1,
              borderRadius: 1,
              typography: 'body2',
              textAlign: 'center',
              ...(index === 1 && { bgcolor: 'primary.main', color: 'primary.contrastText', fontWeight: 500 }),
            }}
          >
            {index + 1}. {step}
          </Box>
        ))}
      </Box>
    </Container>
  );
}
