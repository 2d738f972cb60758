import { useState } from 'react';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import Sheet from '@mui/joy/Sheet';
import Slider from '@mui/joy/Slider';
import Typography from '@mui/joy/Typography';

const rtlCache = createCache({ key: 'joyrtlslider', stylisPlugins: [prefixer, rtlPlugin] });

const MARKS = [0, 5, 10, 15].map((value) => ({ value, label: `${value}٪` }));

/** Slider places its thumb in JavaScript, so it is told the direction with `isRtl`. */
export default function RtlDiscountSlider() {
  const [discount, setDiscount] = useState(5);
  return (
    <CacheProvider value={rtlCache}>
      <Sheet dir="rtl" lang="ar" variant="outlined" sx={{ p: 2, pb: 1, borderRadius: 'md', maxWidth: 420 }}>
        <Typography id="early-discount-label" component="h3" level="title-md">
          خصم الدفع المبكر
        </Typography>
        <Typography level="body-sm" sx={{ mb: 1 }}>
          للعملاء الذين يدفعون خلال 10 أيام: {discount}٪
        </Typography>
        <Slider
          isRtl
          aria-labelledby="early-discount-label"
          min={0}
          max={15}
          step={1}
          marks={MARKS}
          value={discount}
          onChange={(_event, value) => setDiscount(value as number)}
          sx={{ mx: 1 }}
        />
      </Sheet>
    </CacheProvider>
  );
}
