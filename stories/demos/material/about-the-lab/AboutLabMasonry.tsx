import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import Masonry from '@mui/lab/Masonry';

const notes = [
  {
    title: 'Groceries',
    text: 'Oat milk, lemons, basil, two loaves of rye.',
    height: 120,
  },
  {
    title: 'Call the plumber',
    text: 'Kitchen tap drips. Ask about Thursday.',
    height: 90,
  },
  {
    title: 'Book club',
    text: 'Finish chapters 9 to 12 before Sunday.',
    height: 150,
  },
  {
    title: 'Gift ideas',
    text: 'Ceramic mug for Rui, field guide for Inês.',
    height: 110,
  },
  { title: 'Bike', text: 'Pump the tyres.', height: 80 },
  { title: 'Holiday', text: 'Compare ferry times to the islands.', height: 130 },
];

export default function AboutLabMasonry() {
  return (
    <Masonry columns={3} spacing={2}>
      {notes.map((note) => (
        <Paper
          key={note.title}
          variant="outlined"
          sx={{ height: note.height, p: 1.5 }}
        >
          <Typography variant="subtitle2" component="h3">
            {note.title}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {note.text}
          </Typography>
        </Paper>
      ))}
    </Masonry>
  );
}
