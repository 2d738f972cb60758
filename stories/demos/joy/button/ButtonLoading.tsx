import { useEffect, useState } from 'react';
import Button from '@mui/joy/Button';
import CircularProgress from '@mui/joy/CircularProgress';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import SearchIcon from '@mui/icons-material/Search';

type Payment = 'idle' | 'paying' | 'paid';

/** While a request runs the button shows a spinner (named for screen readers) and can't be pressed twice. */
export default function ButtonLoading() {
  const [payment, setPayment] = useState<Payment>('idle');
  useEffect(() => {
    if (payment !== 'paying') return;
    // Stands for the payment request; a real app waits for its answer.
    const timer = setTimeout(() => setPayment('paid'), 1500);
    return () => clearTimeout(timer);
  }, [payment]);
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Stack direction="row" spacing={1.5} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button
          loading={payment === 'paying'}
          loadingIndicator={<CircularProgress thickness={3} aria-label="Sending the payment" />}
          disabled={payment === 'paid'}
          onClick={() => setPayment('paying')}
        >
          Pay €412
        </Button>
        <Typography role="status" level="body-sm">
          {payment === 'idle' && 'Two seats, Lisbon to Porto, 14 June.'}
          {payment === 'paying' && 'Sending the payment…'}
          {payment === 'paid' && 'Paid. Your tickets are on their way by email.'}
        </Typography>
      </Stack>
      <Button
        loading
        loadingPosition="start"
        loadingIndicator={<CircularProgress size="sm" thickness={2} aria-label="Searching" />}
        variant="soft"
        startDecorator={<SearchIcon />}
      >
        Searching flights
      </Button>
    </Stack>
  );
}
