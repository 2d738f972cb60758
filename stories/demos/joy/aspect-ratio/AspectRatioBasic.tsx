import AspectRatio from '@mui/joy/AspectRatio';
import Typography from '@mui/joy/Typography';

export default function AspectRatioBasic() {
  return (
    <figure style={{ margin: 0, maxWidth: 480 }}>
      <AspectRatio ratio="16/9" variant="outlined" sx={{ borderRadius: 'sm' }}>
        <svg viewBox="0 0 320 180" role="img" aria-label="Map of the train route from Lisbon to Porto along the coast">
          <rect width="320" height="180" fill="#cfe8f7" />
          <path d="M150 0 C 130 60, 170 110, 140 180 L 320 180 L 320 0 Z" fill="#e3efd9" />
          <path d="M196 30 C 180 70, 200 110, 176 150" stroke="#b3261e" strokeWidth="4" fill="none" strokeDasharray="8 5" />
          <circle cx="196" cy="30" r="7" fill="#b3261e" />
          <circle cx="176" cy="150" r="7" fill="#b3261e" />
          <text x="208" y="34" fontSize="14" fill="#1d1b20">Porto</text>
          <text x="188" y="155" fontSize="14" fill="#1d1b20">Lisbon</text>
        </svg>
      </AspectRatio>
      <Typography level="body-sm" component="figcaption" sx={{ mt: 1 }}>
        Alfa Pendular, 2 h 49 min
      </Typography>
    </figure>
  );
}
