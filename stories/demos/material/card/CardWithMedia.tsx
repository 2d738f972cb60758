import { useState } from 'react';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import CardMedia from '@mui/material/CardMedia';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import BookmarkIcon from '@mui/icons-material/Bookmark';
import BookmarkBorderIcon from '@mui/icons-material/BookmarkBorder';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import harbour from './images/harbour.svg';

export default function CardWithMedia() {
  const [saved, setSaved] = useState(false);

  return (
    <Card sx={{ maxWidth: 360 }}>
      <CardHeader
        avatar={
          <Avatar sx={{ bgcolor: 'primary.main', color: 'primary.contrastText' }}>
            MS
          </Avatar>
        }
        action={
          <IconButton aria-label="More options for this article">
            <MoreVertIcon />
          </IconButton>
        }
        title="Marta Silva"
        subheader="Travel · 6 min read"
      />
      <CardMedia
        component="img"
        height="180"
        image={harbour}
        alt="A sailing boat on a calm bay at sunset, with hills behind it"
      />
      <CardContent>
        <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
          A slow weekend in Cascais
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Fishing boats at dawn, grilled sardines at noon and a sunset sail back to
          the marina. Here is how to spend two unhurried days by the sea.
        </Typography>
      </CardContent>
      <CardActions disableSpacing>
        <Button size="small">Read article</Button>
        <IconButton
          aria-label="Save article"
          aria-pressed={saved}
          onClick={() => setSaved((value) => !value)}
          sx={{ marginInlineStart: 'auto' }}
        >
          {saved ? <BookmarkIcon /> : <BookmarkBorderIcon />}
        </IconButton>
      </CardActions>
    </Card>
  );
}
