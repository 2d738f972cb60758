import type { SVGProps } from 'react';
import Button from '@mui/joy/Button';
import GlobalStyles from '@mui/joy/GlobalStyles';
import Stack from '@mui/joy/Stack';

/**
 * An icon that is not a Material icon: a plain SVG, as any icon library renders one. One rule per
 * library (here the class `pantry-icon`) lets Joy components size, colour and space it.
 */
function BasketIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" {...props}>
      <path d="M5 10h14l-1.5 9h-11z" />
      <path d="M9 10l3-6 3 6" />
    </svg>
  );
}

const iconRule = {
  '.pantry-icon': {
    color: 'var(--Icon-color)',
    margin: 'var(--Icon-margin)',
    fontSize: 'var(--Icon-fontSize, 20px)',
    width: '1em',
    height: '1em',
    flexShrink: 0,
  },
};

export default function PlainSvgIcons() {
  return (
    <>
      <GlobalStyles styles={iconRule} />
      <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <Button size="sm" variant="soft" startDecorator={<BasketIcon className="pantry-icon" />}>
          Check pantry
        </Button>
        <Button size="md" variant="outlined" color="neutral" startDecorator={<BasketIcon className="pantry-icon" />}>
          Restock list
        </Button>
        <Button size="lg" color="success" startDecorator={<BasketIcon className="pantry-icon" />}>
          Order groceries
        </Button>
      </Stack>
    </>
  );
}
