import { useId } from 'react';
import Avatar from '@mui/material/Avatar';
import AvatarGroup from '@mui/material/AvatarGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import amara from './images/amara.svg';
import bruno from './images/bruno.svg';
import chen from './images/chen.svg';
import dana from './images/dana.svg';

const members = [
  { name: 'Amara Okafor', src: amara },
  { name: 'Bruno Costa', src: bruno },
  { name: 'Chen Wei', src: chen },
  { name: 'Dana Levi', src: dana },
];

export default function AvatarGroupMembers() {
  const labelId = useId();

  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Typography id={labelId} variant="subtitle2" component="p">
        Harbour redesign team, 12 members
      </Typography>
      <AvatarGroup
        max={5}
        total={12}
        role="group"
        aria-labelledby={labelId}
        slotProps={{
          surplus: {
            sx: { bgcolor: 'primary.main', color: 'primary.contrastText' },
          },
        }}
      >
        {members.map((member) => (
          <Avatar key={member.name} alt={member.name} src={member.src} />
        ))}
      </AvatarGroup>
    </Stack>
  );
}
