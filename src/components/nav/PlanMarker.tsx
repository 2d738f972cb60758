import { styled } from '@mui/material/styles';
import { useTranslate } from '../i18n/TranslationContext';

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
  const t = useTranslate();
  return (
    <Marker plan={plan} role="img" aria-label={t(`nav.plan.${plan}`)} title={t(`nav.plan.${plan}`)}>
      {/* The glyph reads left to right in every direction ("P+", never "+P"). */}
      <span dir="ltr">{plan === 'pro' ? 'P' : 'P+'}</span>
    </Marker>
  );
}
