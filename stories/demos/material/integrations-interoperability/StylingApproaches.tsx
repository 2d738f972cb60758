import Button from '@mui/material/Button';
import GlobalStyles from '@mui/material/GlobalStyles';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';

// 1. styled(): a reusable component with its styles attached.
const PillButton = styled(Button)({
  borderRadius: 999,
  backgroundColor: '#4a148c',
  color: '#fff',
  '&:hover': { backgroundColor: '#38006b' },
});

// 3. A plain class name and a stylesheet rule; GlobalStyles stands in for your .css file here.
const stylesheet = `
  .release-button.MuiButton-root {
    background-color: #bf360c;
    color: #fff;
    letter-spacing: 0.08em;
  }
  .release-button.MuiButton-root:hover {
    background-color: #8c2400;
  }
`;

export default function StylingApproaches() {
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <GlobalStyles styles={stylesheet} />
      <Typography variant="body2" component="p" sx={{ color: 'text.secondary' }}>
        The same Button, styled three ways:
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {/* 2. sx: one-off styles on this element only. */}
        <Button
          variant="contained"
          sx={{ bgcolor: '#1b5e20', color: '#fff', '&:hover': { bgcolor: '#124116' } }}
        >
          Save draft (sx)
        </Button>
        <PillButton variant="contained">Schedule (styled)</PillButton>
        <Button variant="contained" className="release-button">
          Publish (className)
        </Button>
      </Stack>
    </Stack>
  );
}
