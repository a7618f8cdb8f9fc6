// The external HR platform link: who sees it, and the obfuscated email it carries in its token parameter.
import { can, type Session } from '../session';

const DEFAULT_HR_PLATFORM_URL = 'https://hr.practice.test/login';

/** Shown for a permission with subLabel 'HR Platform' and method 'Go To Website', or the Super Admin. */
export function mayOpenHrPlatform(session: Session): boolean {
  return can(session, { subLabel: 'HR Platform', method: 'Go To Website' });
}

/** The email reversed, then base64 of its UTF-8 bytes: not readable at a glance in the address bar. */
export function obfuscateEmail(email: string): string {
  const reversed = Array.from(email).reverse().join('');
  const bytes = new TextEncoder().encode(reversed);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

export function hrPlatformUrl(email: string, base: string = import.meta.env.VITE_HR_PLATFORM_URL || DEFAULT_HR_PLATFORM_URL): string {
  const url = new URL(base, window.location.origin);
  url.searchParams.set('token', obfuscateEmail(email));
  return url.toString();
}
