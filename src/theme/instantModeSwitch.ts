import { useEffect, useRef } from 'react';

/** Every transition off, for the moment the palette changes. */
export const NO_TRANSITIONS_CSS = '*,*::before,*::after{transition:none!important}';

/**
 * Switches the colour scheme at once instead of fading every colour on the page. MUI's own
 * `disableTransitionOnChange` is not used: its cleanup clears the removal timer but keeps the style, so a
 * second scheme change (or an unmount) within a millisecond leaves every transition off until the page is
 * reloaded. Here the style always goes: after the switch is painted, or when the effect is cleaned up.
 */
export function useInstantModeSwitch(colorScheme: string | undefined): void {
  const previous = useRef(colorScheme);
  useEffect(() => {
    if (previous.current === colorScheme) return undefined;
    previous.current = colorScheme;
    const style = document.createElement('style');
    style.textContent = NO_TRANSITIONS_CSS;
    document.head.appendChild(style);
    // The new colours are computed while transitions are off.
    void window.getComputedStyle(document.body).color;
    const timer = window.setTimeout(() => style.remove(), 1);
    return () => {
      window.clearTimeout(timer);
      style.remove();
    };
  }, [colorScheme]);
}
