// The route guard: a missing sign-in goes home, a missing permission goes to /403. A pure decision, so the menu can
// ask it too.
import type { RouteMeta } from '../routes/types';
import { hasPermission, isSignedIn, isSuperAdmin, type Session } from '../session';

/** Where the user must go instead of this route, or null when they may open it. */
export function guardRedirect(session: Session, meta: RouteMeta | undefined): '/' | '/403' | null {
  // A route without meta goes home.
  if (!meta) return '/';
  if (!isSignedIn(session)) return '/';
  const superAdmin = isSuperAdmin(session);
  // A non-Super-Admin with no stored permission list goes home.
  if (!superAdmin && session.userPermission === null) return '/';
  if (meta.superAdminOnly && !superAdmin) return '/403';
  if (meta.userTypes && !superAdmin && !meta.userTypes.includes(session.userType ?? '')) return '/403';
  if (meta.permission !== undefined && !hasPermission(session, meta.permission)) return '/403';
  return null;
}
