import { styled } from '@mui/system';

const Voucher = styled('div')(({ theme }) => ({
  padding: theme.spacing(2),
  borderRadius: theme.shape.borderRadius,
  border: '2px dashed currentColor',
  maxWidth: 320,
}));

/** `skipSx: true` leaves out the sx step: an `sx` prop on this one is ignored. */
const FixedVoucher = styled('div', { skipSx: true })(({ theme }) => ({
  padding: theme.spacing(2),
  borderRadius: theme.shape.borderRadius,
  border: '2px dashed currentColor',
  maxWidth: 320,
}));

export default function StyledSxProp() {
  return (
    <div>
      <Voucher sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', mb: 2 }}>Spa voucher · €60 · styled with sx</Voucher>
      <FixedVoucher sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', mb: 2 }}>Spa voucher · €60 · skipSx</FixedVoucher>
    </div>
  );
}
