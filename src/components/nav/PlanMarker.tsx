import { styled } from '@mui/material/styles';
import { useTrAttrs } from '../i18n/Tr';

type Plan = 'pro' | 'premium';

const Marker = styled('span', { shouldForwardProp: (prop) => prop !== 'plan' })<{ plan: Plan }>(({ plan }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  marginInlineStart: 8,
  width: 18,
  height: 18,
  borderRadius: '50%',
  fontSize: '0.6rem',
  fontWeight: 700,
  color: '#fff',
  backgroundColor: plan === 'pro' ? '#0059b2' : '#8a2be2',
}));

/** The small marker of a paid plan (pro or premium) beside a nav item. */
export function PlanMarker({ plan }: { plan: Plan }) {
  const trAttrs = useTrAttrs();
  return (
    <Marker plan={plan} role="img" {...trAttrs({ 'aria-label': `nav.plan.${plan}`, title: `nav.plan.${plan}` })}>
      {/* The glyph reads left to right in every direction ("P+", never "+P"). */}
      <span dir="ltr">{plan === 'pro' ? 'P' : 'P+'}</span>
    </Marker>
  );
}
