import Box from '@mui/material/Box';
import NoSsr from '@mui/material/NoSsr';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import LocalShippingOutlinedIcon from '@mui/icons-material/LocalShippingOutlined';

export default function NoSsrBasic() {
  return (
    <Paper variant="outlined" sx={{ p: 2, maxWidth: 360 }}>
      <Typography variant="h6" component="h2">
        Ceramic pour-over set
      </Typography>
      <Typography sx={{ mb: 2 }}>€42.00</Typography>
      <NoSsr
        fallback={
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Checking delivery options…
          </Typography>
        }
      >
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
          <LocalShippingOutlinedIcon fontSize="small" />
          <Typography variant="body2">
            Free delivery to your saved address by Thursday
          </Typography>
        </Box>
      </NoSsr>
    </Paper>
  );
}
