import { useState } from 'react';
import Alert from '@mui/joy/Alert';
import Button from '@mui/joy/Button';
import IconButton from '@mui/joy/IconButton';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import CloseRounded from '@mui/icons-material/CloseRounded';
import WarningRounded from '@mui/icons-material/WarningRounded';

export default function AlertDismissible() {
  const [visible, setVisible] = useState(true);

  return (
    <Stack spacing={1.5} sx={{ width: '100%', maxWidth: 520, alignItems: 'flex-start' }}>
      {visible ? (
        <Alert
          variant="solid"
          color="warning"
          invertedColors
          startDecorator={<WarningRounded />}
          endDecorator={
            <IconButton variant="soft" size="sm" aria-label="Dismiss the strike warning" onClick={() => setVisible(false)}>
              <CloseRounded />
            </IconButton>
          }
          sx={{ width: '100%' }}
        >
          <div>
            <Typography level="title-sm" textColor="inherit">Rail strike on 14 June</Typography>
            <Typography level="body-sm" textColor="inherit">Your train to Lyon may not run. We will email you if it is cancelled.</Typography>
          </div>
        </Alert>
      ) : (
        <Button variant="outlined" color="neutral" size="sm" onClick={() => setVisible(true)}>
          Show the strike warning again
        </Button>
      )}
    </Stack>
  );
}
