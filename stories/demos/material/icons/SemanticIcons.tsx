import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ChatBubbleOutlineIcon from '@mui/icons-material/ChatBubbleOutline';
import LocationOnIcon from '@mui/icons-material/LocationOn';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import VerifiedIcon from '@mui/icons-material/Verified';

export default function SemanticIcons() {
  return (
    <Stack
      direction="row"
      spacing={2}
      sx={{ alignItems: 'flex-start', maxWidth: 440, p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      <Box sx={{ flex: 1 }}>
        <Typography variant="subtitle1" component="h3" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
          Atelier Nordlicht
          {/* Semantic: the badge says something the text doesn't, so it gets a name. */}
          <VerifiedIcon color="primary" fontSize="small" titleAccess="Verified seller" />
        </Typography>
        {/* Decorative: the text already says it, so the icons stay hidden. */}
        <Typography variant="body2" sx={{ display: 'flex', alignItems: 'center', gap: 0.5, color: 'text.secondary' }}>
          <LocationOnIcon fontSize="inherit" />
          Ships from Bergen, Norway
        </Typography>
        <Typography variant="body2" sx={{ display: 'flex', alignItems: 'center', gap: 0.5, color: 'text.secondary' }}>
          <ChatBubbleOutlineIcon fontSize="inherit" />
          Usually replies within a day
        </Typography>
      </Box>
      {/* Interactive: the button is named, the icon inside stays hidden. */}
      <IconButton aria-label="More actions for Atelier Nordlicht" edge="end">
        <MoreVertIcon />
      </IconButton>
    </Stack>
  );
}
