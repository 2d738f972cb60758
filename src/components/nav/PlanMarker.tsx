import Box from '@mui/material/Box';
import { useTranslate } from '../i18n/TranslationContext';

/** The small marker of a paid plan (pro or premium) beside a nav item. */
export function PlanMarker({ plan }: { plan: 'pro' | 'premium' }) {
  const t = useTranslate();
  return (
    <Box
      component="span"
      className={`plan-${plan}`}
      role="img"
      aria-label={t(`nav.plan.${plan}`)}
      title={t(`nav.plan.${plan}`)}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        marginInlineStart: 1,
        width: 18,
        height: 18,
        borderRadius: '50%',
        fontSize: '0.6rem',
        fontWeight: 700,
        color: '#fff',
        bgcolor: plan === 'pro' ? '#0059b2' : '#8a2be2',
        flexShrink: 0,
      }}
    >
      {/* The glyph reads left to right in every direction ("P+", never "+P"). */}
      <span dir="ltr">{plan === 'pro' ? 'P' : 'P+'}</span>
    </Box>
  );
}
