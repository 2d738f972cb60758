import { useId, useState } from 'react';
import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Paper from '@mui/material/Paper';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import FolderOutlinedIcon from '@mui/icons-material/FolderOutlined';
import SlideshowOutlinedIcon from '@mui/icons-material/SlideshowOutlined';
import TableChartOutlinedIcon from '@mui/icons-material/TableChartOutlined';

const reports = ['Q1 sales summary', 'Q2 sales summary', 'Customer survey 2025'];

export default function ListNested() {
  const subheaderId = useId();
  const reportsId = useId();
  const [open, setOpen] = useState(false);

  return (
    <Paper variant="outlined" sx={{ maxWidth: 360 }}>
      <List
        aria-labelledby={subheaderId}
        subheader={<ListSubheader id={subheaderId}>Shared drive</ListSubheader>}
      >
        <ListItem disablePadding>
          <ListItemButton>
            <ListItemIcon>
              <SlideshowOutlinedIcon />
            </ListItemIcon>
            <ListItemText primary="Board meeting slides" />
          </ListItemButton>
        </ListItem>
        <ListItem disablePadding>
          <ListItemButton>
            <ListItemIcon>
              <TableChartOutlinedIcon />
            </ListItemIcon>
            <ListItemText primary="Budget 2025" />
          </ListItemButton>
        </ListItem>
        <ListItem disablePadding sx={{ display: 'block' }}>
          <ListItemButton
            aria-expanded={open}
            aria-controls={reportsId}
            onClick={() => setOpen((value) => !value)}
          >
            <ListItemIcon>
              <FolderOutlinedIcon />
            </ListItemIcon>
            <ListItemText primary="Reports" secondary={`${reports.length} files`} />
            {open ? <ExpandLessIcon /> : <ExpandMoreIcon />}
          </ListItemButton>
          <Collapse in={open} timeout="auto" unmountOnExit>
            <List id={reportsId} disablePadding aria-label="Reports">
              {reports.map((report) => (
                <ListItem key={report} disablePadding>
                  <ListItemButton sx={{ paddingInlineStart: 4 }}>
                    <ListItemIcon>
                      <DescriptionOutlinedIcon />
                    </ListItemIcon>
                    <ListItemText primary={report} />
                  </ListItemButton>
                </ListItem>
              ))}
            </List>
          </Collapse>
        </ListItem>
      </List>
    </Paper>
  );
}
