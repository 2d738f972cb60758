import IconButton from '@mui/joy/IconButton';
import Stack from '@mui/joy/Stack';
import SvgIcon from '@mui/joy/SvgIcon';
import Tooltip from '@mui/joy/Tooltip';

export default function TooltipBasic() {
  return (
    <Stack direction="row" spacing={1}>
      {/* The string title also becomes the icon button's accessible name. */}
      <Tooltip title="Download invoice as PDF">
        <IconButton variant="outlined">
          <SvgIcon>
            <path d="M19 9h-4V3H9v6H5l7 7zM5 18v2h14v-2z" />
          </SvgIcon>
        </IconButton>
      </Tooltip>
      <Tooltip title="Print invoice">
        <IconButton variant="outlined">
          <SvgIcon>
            <path d="M19 8H5c-1.66 0-3 1.34-3 3v6h4v4h12v-4h4v-6c0-1.66-1.34-3-3-3m-3 11H8v-5h8zm3-7c-.55 0-1-.45-1-1s.45-1 1-1 1 .45 1 1-.45 1-1 1m-1-9H6v4h12z" />
          </SvgIcon>
        </IconButton>
      </Tooltip>
    </Stack>
  );
}
