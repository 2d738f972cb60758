import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import Masonry from '@mui/lab/Masonry';

const notes = [
  { title: 'Office closed on Friday', height: 96 },
  { title: 'New coffee machine: descale it every Monday', height: 150 },
  { title: 'Design review moved to 3 pm', height: 80 },
  { title: 'Welcome Inês, our new support lead', height: 130 },
  { title: 'Parking passes are at reception', height: 110 },
  {
    title: 'Quarterly planning: add your topics to the board by Wednesday',
    height: 170,
  },
  { title: 'Lost and found: a blue umbrella', height: 90 },
];

export default function MasonryBasic() {
  return (
    <Masonry columns={3} spacing={2}>
      {notes.map((note) => (
        <Paper key={note.title} sx={{ height: note.height, p: 2 }}>
          <Typography variant="body2">{note.title}</Typography>
        </Paper>
      ))}
    </Masonry>
  );
}
