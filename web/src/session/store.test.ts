import { describe, expect, it } from 'vitest';
import { readStoredSession, storageKeys } from './storage';
import { createSessionStore } from './store';

const user = {
  token: 'tok-1',
  userId: '2',
  name: 'Dana Whitfield',
  email: 'office@practice.test',
  userType: 'Office Administrator',
  permissions: [{ label: 'Agency', subLabel: 'agency-list', method: 'List' }, { label: 'Message' }],
};

describe('the session store', () => {
  it('keeps a sign-in in localStorage, one key per field', () => {
    const store = createSessionStore({ storage: window.localStorage });
    store.signIn(user);
    expect(window.localStorage.getItem(storageKeys.token)).toBe('tok-1');
    expect(window.localStorage.getItem(storageKeys.isLoggedIn)).toBe('true');
    expect(JSON.parse(window.localStorage.getItem(storageKeys.userPermission) ?? '[]')).toEqual([
      { label: 'Agency', subLabel: 'agency-list', method: 'List' },
      { label: 'Message', subLabel: null, method: null },
    ]);
    const reread = readStoredSession(window.localStorage);
    expect(reread).toMatchObject({ token: 'tok-1', userId: '2', userName: 'Dana Whitfield', userType: 'Office Administrator', isLoggedIn: true });
  });

  it('clears token, permissions, login flag and user type on sign out but keeps the position', () => {
    const store = createSessionStore({ storage: window.localStorage });
    store.signIn(user);
    store.setPosition({ latitude: 1, longitude: 2, accuracy: 3 });
    store.signOut();
    const session = store.get();
    expect(session).toMatchObject({ token: null, userPermission: null, isLoggedIn: false, userType: null });
    expect(session.position).toEqual({ latitude: 1, longitude: 2, accuracy: 3 });
    for (const key of Object.values(storageKeys)) expect(window.localStorage.getItem(key)).toBeNull();
  });

  it('reads a malformed permission list as no list', () => {
    window.localStorage.setItem(storageKeys.userPermission, '{not json');
    expect(readStoredSession(window.localStorage).userPermission).toBeNull();
  });

  it('tells subscribers about changes', () => {
    const store = createSessionStore({ storage: null });
    let calls = 0;
    const unsubscribe = store.subscribe(() => (calls += 1));
    store.signIn(user);
    store.signOut();
    unsubscribe();
    store.signIn(user);
    expect(calls).toBe(2);
  });
});
