import { useId, useState, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import Typography from '@mui/material/Typography';
import AddReactionOutlinedIcon from '@mui/icons-material/AddReactionOutlined';
import CelebrationIcon from '@mui/icons-material/Celebration';
import LightbulbIcon from '@mui/icons-material/Lightbulb';
import ThumbUpIcon from '@mui/icons-material/ThumbUp';

const reactions = [
  { name: 'Like', icon: <ThumbUpIcon /> },
  { name: 'Celebrate', icon: <CelebrationIcon /> },
  { name: 'Insightful', icon: <LightbulbIcon /> },
];

export default function PopperReactions() {
  const [open, setOpen] = useState(false);
  const [reaction, setReaction] = useState<string | null>(null);
  const [anchorEl, setAnchorEl] = useState<HTMLButtonElement | null>(null);
  const popperId = useId();

  const close = () => {
    setOpen(false);
    anchorEl?.focus();
  };

  const handleKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      close();
    }
  };

  return (
    <Box sx={{ pt: 8 }}>
      <ClickAwayListener onClickAway={() => setOpen(false)}>
        <Box sx={{ display: 'inline-block' }} onKeyDown={handleKeyDown}>
          <Button
            ref={setAnchorEl}
            startIcon={<AddReactionOutlinedIcon />}
            aria-expanded={open}
            aria-controls={open ? popperId : undefined}
            onClick={() => setOpen((value) => !value)}
          >
            React
          </Button>
          <Popper
            id={popperId}
            open={open}
            anchorEl={anchorEl}
            placement="top-start"
            disablePortal
            role="group"
            aria-label="Reactions"
            sx={{ zIndex: 1 }}
          >
            <Paper elevation={4} sx={{ display: 'flex', p: 0.5, borderRadius: 6 }}>
              {reactions.map((item) => (
                <IconButton
                  key={item.name}
                  aria-label={item.name}
                  color="primary"
                  onClick={() => {
                    setReaction(item.name);
                    close();
                  }}
                >
                  {item.icon}
                </IconButton>
              ))}
            </Paper>
          </Popper>
        </Box>
      </ClickAwayListener>
      <Typography role="status" variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
        {reaction ? `You reacted with “${reaction}”` : 'No reaction yet'}
      </Typography>
    </Box>
  );
}
