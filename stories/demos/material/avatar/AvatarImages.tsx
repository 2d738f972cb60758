import Avatar from '@mui/material/Avatar';
import Stack from '@mui/material/Stack';
import amara from './images/amara.svg';
import bruno from './images/bruno.svg';
import chen from './images/chen.svg';
import dana from './images/dana.svg';

export default function AvatarImages() {
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Avatar alt="Amara Okafor" src={amara} sx={{ width: 24, height: 24 }} />
      <Avatar alt="Bruno Costa" src={bruno} />
      <Avatar alt="Chen Wei" src={chen} sx={{ width: 56, height: 56 }} />
      <Avatar
        alt="Dana Levi"
        src={dana}
        variant="rounded"
        sx={{ width: 56, height: 56 }}
      />
    </Stack>
  );
}
