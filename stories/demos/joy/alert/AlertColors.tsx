import type { ReactNode } from 'react';
import Alert from '@mui/joy/Alert';
import Stack from '@mui/joy/Stack';
import type { ColorPaletteProp } from '@mui/joy/styles';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import InfoRounded from '@mui/icons-material/InfoRounded';
import ReportRounded from '@mui/icons-material/ReportRounded';
import WarningRounded from '@mui/icons-material/WarningRounded';
import LuggageRounded from '@mui/icons-material/LuggageRounded';

const messages: { color: ColorPaletteProp; icon: ReactNode; text: string }[] = [
  { color: 'primary', icon: <InfoRounded />, text: 'Online check-in opens 24 hours before departure.' },
  { color: 'neutral', icon: <LuggageRounded />, text: 'One cabin bag of up to 8 kg is included in your fare.' },
  { color: 'success', icon: <CheckCircleRounded />, text: 'Payment received: your seats 14A and 14B are confirmed.' },
  { color: 'warning', icon: <WarningRounded />, text: 'Your passport expires within six months of the return date.' },
  { color: 'danger', icon: <ReportRounded />, text: 'Flight TP 1351 is cancelled. Choose another flight or a refund.' },
];

export default function AlertColors() {
  return (
    <Stack spacing={1.5} sx={{ width: '100%', maxWidth: 520 }}>
      {messages.map((message) => (
        <Alert key={message.color} role="status" color={message.color} startDecorator={message.icon}>
          {message.text}
        </Alert>
      ))}
    </Stack>
  );
}
