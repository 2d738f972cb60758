import Box from '@mui/joy/Box';
import Typography from '@mui/joy/Typography';

export default function BoxSx() {
  return (
    <Box
      sx={{
        p: 2,
        maxWidth: 320,
        borderRadius: 'md',
        bgcolor: 'background.level1',
        border: '1px solid',
        borderColor: 'neutral.outlinedBorder',
        boxShadow: 'sm',
      }}
    >
      <Typography level="title-md">Amount due</Typography>
      <Typography level="h3" component="p">
        €1,240.00
      </Typography>
      <Typography level="body-sm">Harbour Bakery · due 12 April</Typography>
    </Box>
  );
}
