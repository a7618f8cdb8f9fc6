// What the client keeps about the signed-in user, plus the browser position the layouts ask for.

/** One permission a user holds: a module (label), a menu (subLabel) and, where it matters, a method. */
export interface Permission {
  label: string;
  subLabel: string | null;
  method: string | null;
}

export interface GeoPosition {
  latitude: number;
  longitude: number;
  accuracy: number;
}

export interface Session {
  token: string | null;
  /** null means no list was ever stored, which the route guard treats differently from an empty list. */
  userPermission: Permission[] | null;
  userType: string | null;
  userId: string | null;
  userName: string | null;
  userEmail: string | null;
  isLoggedIn: boolean;
  /** Kept in memory only: a refused or unavailable geolocation leaves it null. */
  position: GeoPosition | null;
}

/** The user type string that passes every check. */
export const SUPER_ADMIN = 'Super Admin';

export const signedOutSession: Session = {
  token: null,
  userPermission: null,
  userType: null,
  userId: null,
  userName: null,
  userEmail: null,
  isLoggedIn: false,
  position: null,
};

/** What a successful login or organisation sign-on gives the client. */
export interface SignedInUser {
  token: string;
  userId: string;
  name: string;
  email: string;
  userType: string;
  permissions: ReadonlyArray<{ label: string; subLabel?: string | null; method?: string | null }>;
}

export function isSignedIn(session: Session): boolean {
  return session.isLoggedIn && Boolean(session.token);
}
