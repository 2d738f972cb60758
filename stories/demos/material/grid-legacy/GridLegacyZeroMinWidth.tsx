import Avatar from '@mui/material/Avatar';
import GridLegacy from '@mui/material/GridLegacy';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import DescriptionIcon from '@mui/icons-material/Description';

export default function GridLegacyZeroMinWidth() {
  return (
    <Paper variant="outlined" sx={{ p: 2, maxWidth: 420 }}>
      <GridLegacy container spacing={2} wrap="nowrap" sx={{ alignItems: 'center' }}>
        <GridLegacy item xs="auto">
          <Avatar sx={{ bgcolor: 'primary.main', color: 'primary.contrastText' }}>
            <DescriptionIcon />
          </Avatar>
        </GridLegacy>
        {/* Without zeroMinWidth the long name would push past the edge of the card. */}
        <GridLegacy item xs zeroMinWidth>
          <Typography noWrap title="quarterly-sales-report-north-region-final-v3.xlsx">
            quarterly-sales-report-north-region-final-v3.xlsx
          </Typography>
        </GridLegacy>
        <GridLegacy item xs="auto">
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            2.4 MB
          </Typography>
        </GridLegacy>
      </GridLegacy>
    </Paper>
  );
}
