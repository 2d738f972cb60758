import { describe, expect, it } from 'vitest';
import { createBrandTheme } from '../../../src/theme/brandTheme';
import { SIDE_PANE_MIN_WIDTH_PX } from '../../../site/client/navState';

describe('the side pane breakpoint of the nav restore script', () => {
  it("is the theme's md, where the frame shows the side nav beside the article", () => {
    expect(SIDE_PANE_MIN_WIDTH_PX).toBe(createBrandTheme().breakpoints.values.md);
  });
});
