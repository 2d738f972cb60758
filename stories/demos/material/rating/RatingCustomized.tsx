import Box from '@mui/material/Box';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import WhatshotIcon from '@mui/icons-material/Whatshot';
import WhatshotOutlinedIcon from '@mui/icons-material/WhatshotOutlined';

const spiceLevels = ['Mild', 'Medium', 'Hot'];

export default function RatingCustomized() {
  return (
    <Stack spacing={2}>
      <Box component="fieldset" sx={{ border: 0, m: 0, p: 0 }}>
        <Typography component="legend">Spice level</Typography>
        <Rating
          name="spice-level"
          defaultValue={2}
          max={3}
          getLabelText={(value) => spiceLevels[value - 1]}
          icon={<WhatshotIcon fontSize="inherit" />}
          emptyIcon={<WhatshotOutlinedIcon fontSize="inherit" />}
          sx={{ '& .MuiRating-iconFilled': { color: 'error.main' } }}
        />
      </Box>
      <Box component="fieldset" sx={{ border: 0, m: 0, p: 0 }}>
        <Typography component="legend">How much did you enjoy the workshop?</Typography>
        <Rating
          name="workshop-enjoyment"
          defaultValue={4}
          size="large"
          getLabelText={(value) => `${value} heart${value === 1 ? '' : 's'}`}
          icon={<FavoriteIcon fontSize="inherit" />}
          emptyIcon={<FavoriteBorderIcon fontSize="inherit" />}
          sx={{ '& .MuiRating-iconFilled': { color: 'secondary.main' } }}
        />
      </Box>
    </Stack>
  );
}
