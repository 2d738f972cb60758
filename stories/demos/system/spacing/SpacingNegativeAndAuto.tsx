import { Box } from '@mui/system';
import { visuallyHidden } from '@mui/utils';

const travellers = [
  { initials: 'AM', name: 'Ana Martins' },
  { initials: 'JK', name: 'Jonas Keller' },
  { initials: 'SO', name: 'Sade Okafor' },
];

/** Avatars overlap by one spacing unit (`ml: -1`); `ml: 'auto'` pushes the button to the end of the row. */
export default function SpacingNegativeAndAuto() {
  return (
    <Box sx={{ maxWidth: 420, mx: 'auto', p: 2, border: 1, borderColor: 'divider', borderRadius: 2 }}>
      <Box component="p" sx={{ mt: 0, mb: 1.5, fontWeight: 'bold' }}>
        Crete, 12 to 19 June
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center' }}>
        <Box component="ul" aria-label="Travellers" sx={{ display: 'flex', listStyle: 'none', m: 0, p: 0 }}>
          {travellers.map(({ initials, name }, index) => (
            <Box
              component="li"
              key={name}
              title={name}
              sx={{
                ml: index === 0 ? 0 : -1,
                width: 40,
                height: 40,
                display: 'grid',
                placeItems: 'center',
                borderRadius: '50%',
                border: 2,
                borderColor: 'background.paper',
                bgcolor: 'primary.main',
                color: 'primary.contrastText',
                fontWeight: 'bold',
              }}
            >
              <span aria-hidden>{initials}</span>
              <Box component="span" sx={visuallyHidden}>
                {name}
              </Box>
            </Box>
          ))}
        </Box>
        <Box
          component="button"
          type="button"
          sx={{
            ml: 'auto',
            px: 2,
            py: 1,
            font: 'inherit',
            border: 1,
            borderColor: 'primary.main',
            borderRadius: 1,
            bgcolor: 'transparent',
            color: 'primary.main',
            cursor: 'pointer',
          }}
        >
          Invite
        </Box>
      </Box>
    </Box>
  );
}
