/**
 * Gives a field the focus for a keyboard user. On a touch screen (a coarse pointer) a focused text field brings the
 * on-screen keyboard up over the page, so the field is left for the person to tap.
 */
export function focusUnlessTouch(element: HTMLElement | null | undefined): void {
  if (!element || window.matchMedia('(pointer: coarse)').matches) return;
  element.focus();
}
