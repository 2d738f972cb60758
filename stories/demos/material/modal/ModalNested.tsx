import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Modal from '@mui/material/Modal';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

const centered = { display: 'flex', alignItems: 'center', justifyContent: 'center', p: 2 };

const members = [
  { name: 'Amara Okafor', role: 'Owner' },
  { name: 'Lucas Meyer', role: 'Editor' },
];

export default function ModalNested() {
  const [teamOpen, setTeamOpen] = useState(false);
  const [leaveOpen, setLeaveOpen] = useState(false);
  const teamTitleId = useId();
  const leaveTitleId = useId();

  return (
    <div>
      <Button variant="outlined" onClick={() => setTeamOpen(true)}>
        Manage team
      </Button>
      <Modal open={teamOpen} onClose={() => setTeamOpen(false)} sx={centered}>
        <Paper
          role="dialog"
          aria-modal="true"
          aria-labelledby={teamTitleId}
          elevation={24}
          sx={{ width: '100%', maxWidth: 440, p: 3, outline: 0 }}
        >
          <Typography id={teamTitleId} variant="h6" component="h2">
            Marketing team
          </Typography>
          <List>
            {members.map((member) => (
              <ListItem key={member.name} disableGutters>
                <ListItemText primary={member.name} secondary={member.role} />
              </ListItem>
            ))}
          </List>
          <Box sx={{ display: 'flex', justifyContent: 'space-between' }}>
            <Button color="error" onClick={() => setLeaveOpen(true)}>
              Leave team
            </Button>
            <Button onClick={() => setTeamOpen(false)}>Done</Button>
          </Box>
          <Modal open={leaveOpen} onClose={() => setLeaveOpen(false)} sx={centered}>
            <Paper
              role="alertdialog"
              aria-modal="true"
              aria-labelledby={leaveTitleId}
              elevation={24}
              sx={{ width: '100%', maxWidth: 340, p: 3, outline: 0 }}
            >
              <Typography id={leaveTitleId} variant="h6" component="h2">
                Leave the marketing team?
              </Typography>
              <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
                You will lose access to its campaigns until an owner invites you again.
              </Typography>
              <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, mt: 2 }}>
                <Button onClick={() => setLeaveOpen(false)}>Stay</Button>
                <Button
                  color="error"
                  variant="outlined"
                  onClick={() => {
                    setLeaveOpen(false);
                    setTeamOpen(false);
                  }}
                >
                  Leave
                </Button>
              </Box>
            </Paper>
          </Modal>
        </Paper>
      </Modal>
    </div>
  );
}
