import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import MailOutlineIcon from '@mui/icons-material/MailOutline';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';

export default function ButtonLinks() {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Button
        variant="outlined"
        href="https://mui.com/material-ui/getting-started/"
        target="_blank"
        rel="noopener noreferrer"
        endIcon={<OpenInNewIcon titleAccess="opens in a new tab" />}
      >
        Read the guide
      </Button>
      <Button href="mailto:support@example.com" startIcon={<MailOutlineIcon />}>
        Contact support
      </Button>
    </Stack>
  );
}
