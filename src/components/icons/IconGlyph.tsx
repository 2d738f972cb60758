import SvgIcon, { type SvgIconProps } from '@mui/material/SvgIcon';

export interface IconGlyphProps extends Omit<SvgIconProps, 'children'> {
  /**
   * SVG inner markup of a 24 × 24 icon. Trusted: it is written at build time from the installed
   * @mui/icons-material (site/build/icons.ts), never taken from user input.
   */
  markup: string;
}

/** Draws an icon from its markup with the same `SvgIcon` (size, colour, aria-hidden) as an imported icon. */
export function IconGlyph({ markup, ...props }: IconGlyphProps) {
  return (
    <SvgIcon {...props}>
      <g dangerouslySetInnerHTML={{ __html: markup }} />
    </SvgIcon>
  );
}
