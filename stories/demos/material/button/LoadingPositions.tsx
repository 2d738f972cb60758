import { useState } from 'react';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import SaveIcon from '@mui/icons-material/Save';

export default function LoadingPositions() {
  const [loading, setLoading] = useState(true);

  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <FormControlLabel
        label="Loading"
        control={
          <Switch
            checked={loading}
            onChange={(event) => setLoading(event.target.checked)}
          />
        }
      />
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button variant="outlined" loading={loading}>
          Submit
        </Button>
        <Button
          variant="outlined"
          loading={loading}
          loadingPosition="start"
          startIcon={<SaveIcon />}
        >
          Save draft
        </Button>
        <Button
          variant="outlined"
          loading={loading}
          loadingPosition="end"
          endIcon={<CloudUploadIcon />}
        >
          Upload
        </Button>
      </Stack>
    </Stack>
  );
}
