/**
 * Play functions that hold in both directions: the story's direction comes from the DOM (the toolbar's
 * Direction wraps every story in dir="ltr" or dir="rtl"), and positions are measured along the line.
 */
export const isRtl = (element: Element) => getComputedStyle(element).direction === 'rtl';

/** Arrow keys along the reading direction, for userEvent.keyboard: "next" is → in ltr and ← in rtl. */
export function inlineArrows(element: Element) {
  const rtl = isRtl(element);
  return { next: rtl ? '{ArrowLeft}' : '{ArrowRight}', previous: rtl ? '{ArrowRight}' : '{ArrowLeft}' };
}

/** Where a box starts along the line: grows in reading order (left edge in ltr, mirrored right edge in rtl). */
export function inlineStart(element: Element) {
  const rect = element.getBoundingClientRect();
  return isRtl(element) ? -rect.right : rect.left;
}

/** The gap between a box and the next one in reading order. */
export function inlineGap(first: Element, second: Element) {
  const a = first.getBoundingClientRect();
  const b = second.getBoundingClientRect();
  return isRtl(first) ? a.left - b.right : b.left - a.right;
}

/** The content edge at the end of the line of a box (right in ltr, left in rtl), inside its padding. */
export function contentEnd(element: HTMLElement) {
  const rect = element.getBoundingClientRect();
  const style = getComputedStyle(element);
  return isRtl(element) ? -(rect.left + parseFloat(style.paddingLeft)) : rect.right - parseFloat(style.paddingRight);
}

/** The end edge of a box, on the same mirrored scale as contentEnd. */
export function inlineEnd(element: Element) {
  const rect = element.getBoundingClientRect();
  return isRtl(element) ? -rect.left : rect.right;
}
