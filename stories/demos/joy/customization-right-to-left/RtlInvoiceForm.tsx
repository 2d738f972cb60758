import { useState, type FormEvent } from 'react';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import Button from '@mui/joy/Button';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Switch from '@mui/joy/Switch';
import Typography from '@mui/joy/Typography';
import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';
import PersonRounded from '@mui/icons-material/PersonRounded';

// Its own key keeps these flipped rules apart from the page's unflipped ones.
const rtlCache = createCache({ key: 'joyrtlform', stylisPlugins: [prefixer, rtlPlugin] });

export default function RtlInvoiceForm() {
  const [client, setClient] = useState('');
  const [sent, setSent] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSent(true);
  };

  return (
    <CacheProvider value={rtlCache}>
      <Sheet dir="rtl" lang="ar" variant="outlined" sx={{ p: 2, borderRadius: 'md', maxWidth: 420 }}>
        <Typography component="h3" level="title-lg" sx={{ mb: 1.5 }}>
          فاتورة جديدة
        </Typography>
        <Stack component="form" spacing={2} onSubmit={submit}>
          <FormControl required>
            <FormLabel>العميل</FormLabel>
            <Input value={client} onChange={(event) => setClient(event.target.value)} startDecorator={<PersonRounded />} />
          </FormControl>
          <FormControl>
            <FormLabel>المبلغ</FormLabel>
            <Input defaultValue="1280" endDecorator="ر.س" slotProps={{ input: { inputMode: 'decimal' } }} />
          </FormControl>
          <Typography component="label" level="body-sm" endDecorator={<Switch defaultChecked={false} />} sx={{ justifyContent: 'space-between' }}>
            تذكير تلقائي عند الاستحقاق
          </Typography>
          {/* The arrow means "forward", which points left in rtl: the icon is mirrored by hand. */}
          <Button type="submit" endDecorator={<ArrowForwardRounded sx={{ transform: 'scaleX(-1)' }} />} sx={{ alignSelf: 'flex-start' }}>
            إرسال الفاتورة
          </Button>
        </Stack>
        <Typography role="status" level="body-sm" sx={{ mt: 1.5, minHeight: '1.5em' }}>
          {sent ? `أُرسلت الفاتورة إلى ${client}` : ''}
        </Typography>
      </Sheet>
    </CacheProvider>
  );
}
