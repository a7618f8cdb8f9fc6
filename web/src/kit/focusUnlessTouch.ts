/** Whether the page is used by touch (a coarse pointer); a browser that cannot say (no matchMedia) is taken as not. */
function touchScreen(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(pointer: coarse)').matches;
}

/**
 * Gives a field the focus for a keyboard user. On a touch screen a focused text field brings the on-screen keyboard
 * up over the page, so the field is left for the person to tap.
 */
export function focusUnlessTouch(element: HTMLElement | null | undefined): void {
  if (!element || touchScreen()) return;
  element.focus();
}
