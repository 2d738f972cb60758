import { useState, type FormEvent } from 'react';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';

import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';
import PhoneRounded from '@mui/icons-material/PhoneRounded';
import { createTheme, ThemeProvider } from '@mui/material/styles';

// Its own key keeps these flipped rules apart from the page's unflipped ones.
const rtlCache = createCache({ key: 'formrtl', stylisPlugins: [prefixer, rtlPlugin] });
const rtlTheme = createTheme({ direction: 'rtl' });

export default function RtlShippingForm() {
  const [name, setName] = useState('');
  const [sent, setSent] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSent(true);
  };

  return (
    <CacheProvider value={rtlCache}>
      <ThemeProvider theme={rtlTheme}>
        <Paper dir="rtl" lang="ar" variant="outlined" sx={{ p: 2, maxWidth: 400, bgcolor: 'background.paper', color: 'text.primary' }}>
          <Typography variant="h6" component="h3" gutterBottom>
            عنوان الشحن
          </Typography>
          <Stack component="form" spacing={2} onSubmit={submit}>
            <TextField label="الاسم" value={name} onChange={(event) => setName(event.target.value)} required />
            <TextField
              label="الهاتف"
              type="tel"
              slotProps={{
                input: {
                  startAdornment: (
                    <InputAdornment position="start">
                      <PhoneRounded aria-hidden />
                    </InputAdornment>
                  ),
                },
              }}
            />
            <FormControlLabel control={<Checkbox defaultChecked />} label="التوصيل السريع" />
            {/* The arrow points "forward", which is to the left in rtl: the icon is mirrored by hand. */}
            <Button type="submit" variant="contained" endIcon={<ArrowForwardRounded sx={{ transform: 'scaleX(-1)' }} />}>
              متابعة
            </Button>
          </Stack>
          <Typography role="status" variant="body2" sx={{ mt: 2, minHeight: '1.5em' }}>
            {sent ? `تم الحفظ: ${name}` : ''}
          </Typography>
        </Paper>
      </ThemeProvider>
    </CacheProvider>
  );
}
