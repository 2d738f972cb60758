import type { SVGProps } from 'react';

/**
 * An inline illustration of a coastal trail, so the card demos need no image file or network request.
 * The other props reach the `svg`: AspectRatio marks its first child with `data-first-child` to stretch it over the frame.
 */
export default function TrailIllustration({ label, ...props }: SVGProps<SVGSVGElement> & { label: string }) {
  return (
    <svg viewBox="0 0 320 200" role="img" aria-label={label} preserveAspectRatio="xMidYMid slice" {...props}>
      <rect width="320" height="200" fill="#bfe3f2" />
      <circle cx="250" cy="52" r="22" fill="#f6d36b" />
      <path d="M0 120 L70 70 L130 110 L190 60 L260 105 L320 80 L320 200 L0 200 Z" fill="#7aa77f" />
      <path d="M0 150 C 80 120, 160 170, 320 135 L320 200 L0 200 Z" fill="#4f7f5a" />
      <path d="M40 200 C 90 170, 150 175, 190 150 S 260 120, 300 128" stroke="#e9d8b4" strokeWidth="5" fill="none" />
    </svg>
  );
}
