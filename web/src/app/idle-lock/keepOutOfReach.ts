// While the lock is up, everything on the page but the lock is inert and hidden from assistive technology: the app
// underneath stays mounted (what was typed stays) but nothing of it can be focused, clicked or read out. Whatever
// the page adds while locked (a toast, a dialog's portal) is put out of reach too.

/** Puts every child of <body> but `lock` out of reach; the returned function gives each back as it was. */
export function keepOutOfReach(lock: HTMLElement): () => void {
  const changed = new Map<Element, { inert: string | null; ariaHidden: string | null }>();
  const hide = (element: Element) => {
    if (element === lock || changed.has(element)) return;
    changed.set(element, { inert: element.getAttribute('inert'), ariaHidden: element.getAttribute('aria-hidden') });
    element.setAttribute('inert', '');
    element.setAttribute('aria-hidden', 'true');
  };
  const restore = (element: Element, name: string, value: string | null) => {
    if (value === null) element.removeAttribute(name);
    else element.setAttribute(name, value);
  };
  for (const child of Array.from(document.body.children)) hide(child);
  const observer = new MutationObserver((records) => {
    for (const record of records) for (const node of Array.from(record.addedNodes)) if (node instanceof Element) hide(node);
  });
  observer.observe(document.body, { childList: true });
  return () => {
    observer.disconnect();
    for (const [element, before] of changed) {
      restore(element, 'inert', before.inert);
      restore(element, 'aria-hidden', before.ariaHidden);
    }
  };
}

/** Keeps Tab and Shift+Tab within `container`: from its last control to its first, and back. */
export function trapFocus(container: HTMLElement): () => void {
  const onKeyDown = (event: KeyboardEvent) => {
    // A dialog opened from the lock (the sign-out warning) keeps focus itself.
    if (event.key !== 'Tab' || container.querySelector('.bp6-overlay-open')) return;
    const controls = Array.from(
      container.querySelectorAll<HTMLElement>(
        'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])',
      ),
    ).filter((control) => !control.closest('[inert]'));
    const first = controls[0];
    const last = controls.at(-1);
    if (!first || !last) return;
    const active = document.activeElement;
    if (event.shiftKey && (active === first || !container.contains(active))) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (active === last || !container.contains(active))) {
      event.preventDefault();
      first.focus();
    }
  };
  container.addEventListener('keydown', onKeyDown);
  return () => container.removeEventListener('keydown', onKeyDown);
}
