import { useState } from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Portal from '@mui/material/Portal';
import TextField from '@mui/material/TextField';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';

interface ArticleEditorProps {
  actionsContainer: HTMLElement | null;
}

function ArticleEditor({ actionsContainer }: ArticleEditorProps) {
  const [title, setTitle] = useState('Spring menu: five new dishes');
  const [saved, setSaved] = useState(true);

  return (
    <Box sx={{ p: 2 }}>
      <TextField
        label="Article title"
        value={title}
        onChange={(event) => {
          setTitle(event.target.value);
          setSaved(false);
        }}
        fullWidth
      />
      {/* The editor owns its actions, but the header shows them. */}
      {actionsContainer && (
        <Portal container={actionsContainer}>
          <Button color="inherit" disabled={saved} onClick={() => setSaved(true)}>
            {saved ? 'Saved' : 'Save'}
          </Button>
        </Portal>
      )}
    </Box>
  );
}

export default function PortalHeaderActions() {
  const [actionsContainer, setActionsContainer] = useState<HTMLElement | null>(null);

  return (
    <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden' }}>
      <AppBar component="div" position="static" elevation={0}>
        <Toolbar variant="dense">
          <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
            Blog editor
          </Typography>
          <Box ref={setActionsContainer} />
        </Toolbar>
      </AppBar>
      <ArticleEditor actionsContainer={actionsContainer} />
    </Box>
  );
}
