import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';

export default function TooltipDescribeChild() {
  const [hasCover, setHasCover] = useState(false);
  const [published, setPublished] = useState(false);

  let status = '';
  if (published) {
    status = 'Article published';
  } else if (hasCover) {
    status = 'Cover image added';
  }

  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      <Tooltip describeChild title="Uses the first photo in the article">
        <Button variant="outlined" onClick={() => setHasCover(true)}>
          Add cover image
        </Button>
      </Tooltip>
      {/* aria-disabled keeps the button focusable, so everyone can find out why it's unavailable. */}
      <Tooltip describeChild title={hasCover ? '' : 'Add a cover image before publishing'}>
        <Button
          variant="contained"
          aria-disabled={!hasCover}
          onClick={hasCover ? () => setPublished(true) : undefined}
          sx={{
            '&[aria-disabled="true"]': {
              bgcolor: 'action.disabledBackground',
              color: 'text.secondary',
              boxShadow: 'none',
              cursor: 'not-allowed',
            },
          }}
        >
          Publish
        </Button>
      </Tooltip>
      <Typography role="status" variant="body2" sx={{ color: 'text.secondary' }}>
        {status}
      </Typography>
    </Stack>
  );
}
