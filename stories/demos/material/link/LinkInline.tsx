import type { MouseEvent } from 'react';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';

function handleClick(event: MouseEvent<HTMLElement>) {
  // Demo only: keeps the links from leaving this page.
  event.preventDefault();
}

export default function LinkInline() {
  return (
    <Typography sx={{ maxWidth: 560 }} onClick={handleClick}>
      Orders can be returned within 30 days. Read the{' '}
      <Link href="#returns-policy">returns policy</Link> for the details, or{' '}
      <Link href="#contact-support">contact our support team</Link> if your parcel
      arrived damaged.
    </Typography>
  );
}
