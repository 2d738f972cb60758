import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import CardMedia from '@mui/material/CardMedia';
import Typography from '@mui/material/Typography';
import harbour from './images/harbour.svg';
import mountains from './images/mountains.svg';
import vineyard from './images/vineyard.svg';

const trips = [
  { name: 'Lisbon coast', nights: '3 nights', image: harbour },
  { name: 'Douro valley', nights: '4 nights', image: vineyard },
  { name: 'Serra da Estrela', nights: '5 nights', image: mountains },
];

export default function CardSelectable() {
  const headingId = useId();
  const [selected, setSelected] = useState(trips[0].name);

  return (
    <Box>
      <Typography id={headingId} variant="subtitle1" component="h3" sx={{ mb: 1 }}>
        Choose your trip
      </Typography>
      <Box
        role="group"
        aria-labelledby={headingId}
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
        }}
      >
        {trips.map((trip) => {
          const isSelected = trip.name === selected;
          return (
            <Card
              key={trip.name}
              variant="outlined"
              sx={{
                borderColor: isSelected ? 'primary.main' : 'divider',
                borderWidth: 2,
              }}
            >
              <CardActionArea
                aria-pressed={isSelected}
                onClick={() => setSelected(trip.name)}
              >
                <CardMedia component="img" height="100" image={trip.image} alt="" />
                <CardContent>
                  <Typography
                    variant="subtitle1"
                    component="span"
                    sx={{ display: 'block' }}
                  >
                    {trip.name}
                  </Typography>
                  <Typography
                    variant="body2"
                    component="span"
                    sx={{ color: 'text.secondary' }}
                  >
                    {trip.nights}
                  </Typography>
                </CardContent>
              </CardActionArea>
            </Card>
          );
        })}
      </Box>
      <Typography role="status" variant="body2" sx={{ mt: 2 }}>
        Selected: {selected}
      </Typography>
    </Box>
  );
}
