import { useId, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Portal from '@mui/material/Portal';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';

const areaSx = { p: 2, border: 1, borderColor: 'divider', borderRadius: 1 } as const;

export default function PortalBasic() {
  const [show, setShow] = useState(false);
  const noticeAreaRef = useRef<HTMLDivElement>(null);
  const checkoutId = useId();
  const noticeId = useId();

  return (
    <Stack spacing={2}>
      <Box role="group" aria-labelledby={checkoutId} sx={areaSx}>
        <Typography id={checkoutId} variant="overline" component="p">
          Checkout
        </Typography>
        <FormControlLabel
          label="Show delivery notice"
          control={<Switch checked={show} onChange={(event) => setShow(event.target.checked)} />}
        />
        {show && (
          <Portal container={() => noticeAreaRef.current}>
            <Typography>
              Orders placed after 3 pm on Friday are shipped on Monday.
            </Typography>
          </Portal>
        )}
      </Box>
      <Box ref={noticeAreaRef} role="group" aria-labelledby={noticeId} sx={areaSx}>
        <Typography id={noticeId} variant="overline" component="p">
          Notice area
        </Typography>
      </Box>
    </Stack>
  );
}
