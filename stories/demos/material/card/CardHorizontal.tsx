import { useState } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardMedia from '@mui/material/CardMedia';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import cover from './images/podcast-cover.svg';

export default function CardHorizontal() {
  const [playing, setPlaying] = useState(false);

  return (
    <Card sx={{ display: 'flex', maxWidth: 440 }}>
      <CardMedia
        component="img"
        image={cover}
        alt="Cover of the Open Source Stories podcast: three rings on teal"
        sx={{ width: 140, flexShrink: 0 }}
      />
      <Box sx={{ display: 'flex', flexDirection: 'column', flexGrow: 1 }}>
        <CardContent sx={{ flexGrow: 1 }}>
          <Typography
            variant="overline"
            component="p"
            sx={{ color: 'text.secondary' }}
          >
            Episode 42 · 38 min
          </Typography>
          <Typography variant="h6" component="h3">
            Keeping a library alive
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Open Source Stories
          </Typography>
        </CardContent>
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1,
            paddingInline: 1,
            pb: 1,
          }}
        >
          <IconButton
            aria-label={playing ? 'Pause episode' : 'Play episode'}
            onClick={() => setPlaying((value) => !value)}
          >
            {playing ? <PauseIcon /> : <PlayArrowIcon />}
          </IconButton>
          <Typography variant="body2" role="status">
            {playing ? 'Playing' : 'Paused'}
          </Typography>
        </Box>
      </Box>
    </Card>
  );
}
