import { act, fireEvent, screen } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testNow } from '../../../../mocks/src/kit/clock';
import { ProfileMenu } from '../../layout/ProfileMenu';
import { renderWithGraphQL, signedInAs } from '../../test/render';

const minute = 60_000;
const user = signedInAs('Therapist');
const me = {
  id: user.userId,
  name: user.userName,
  email: user.userEmail,
  userType: 'Therapist',
  isSuperAdmin: false,
  profileImageUrl: null,
  userMeta: [],
  permissions: [],
  idleLockMinutes: 2,
};

/** The header's query brings the idle time; a field stands for the screen a person was typing in. */
async function renderLockable() {
  // The lock's code is loaded before the clock is pinned (the page loads it after its first draw).
  await import('./IdleLockScreen');
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], now: Date.parse(testNow) });
  const rendered = renderWithGraphQL(
    <>
      <ProfileMenu />
      <label>
        Note <input />
      </label>
    </>,
    {
      session: user,
      resolvers: {
        Query: { me: () => me },
        Mutation: {
          login: (_root: unknown, { email, password }: { email: string; password: string }) => {
            if (email !== user.userEmail || password !== 'Right#2026')
              throw new GraphQLError('These credentials do not match our records.', { extensions: { code: 'LOGIN_FAILED' } });
            return {
              token: 'fresh-token',
              userId: user.userId,
              name: user.userName,
              email,
              userType: 'Therapist',
              isSuperAdmin: false,
              permissions: [],
            };
          },
        },
      },
    },
  );
  // The header's answer is in: the idle time is the user's two minutes from here on.
  await act(() => vi.advanceTimersByTimeAsync(0));
  return rendered;
}

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const lockShown = () => screen.queryByRole('dialog', { name: /^Welcome back/ });

/** Moves the pinned clock on in small steps until `done`: an answer or a render may wait on a timer of the page. */
async function until(done: () => boolean): Promise<void> {
  for (let step = 0; step < 20 && !done(); step += 1) await advance(50);
}

async function findLock(): Promise<HTMLElement> {
  await until(() => lockShown() !== null);
  return screen.getByRole('dialog', { name: 'Welcome back, Riley Test' });
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the idle lock', () => {
  it('locks after exactly the idle time without input, not before; input starts the count again', async () => {
    await renderLockable();
    await advance(2 * minute - 1);
    expect(lockShown()).toBeNull();
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'Note' }), { key: 'a' });
    await advance(2 * minute - 1);
    expect(lockShown()).toBeNull();
    fireEvent.pointerMove(document.body);
    await advance(2 * minute - 1);
    expect(lockShown()).toBeNull();
    await advance(1);
    expect(await findLock()).toBeInTheDocument();
  });

  it("keeps the app mounted but out of reach, refuses a wrong password with the sign-in's own words, and unlocks with the right one", async () => {
    const { runtime } = await renderLockable();
    fireEvent.change(screen.getByRole('textbox', { name: 'Note' }), { target: { value: 'Calm at arrival' } });
    await advance(2 * minute);
    await findLock();
    // Out of reach: nothing behind the lock is in the accessibility tree, or focusable.
    expect(screen.queryByRole('textbox', { name: 'Note' })).toBeNull();
    const note = document.querySelector('input:not([id])') as HTMLInputElement;
    expect(note.closest('[inert]')).not.toBeNull();
    expect(note.value).toBe('Calm at arrival');

    const password = screen.getByLabelText('Password', { selector: 'input' });
    fireEvent.change(password, { target: { value: 'wrong' } });
    fireEvent.click(screen.getByRole('button', { name: 'Unlock' }));
    await until(() => screen.queryByText('These credentials do not match our records.') !== null);
    expect(screen.getByText('These credentials do not match our records.')).toBeInTheDocument();
    expect(lockShown()).not.toBeNull();

    fireEvent.change(password, { target: { value: 'Right#2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Unlock' }));
    await until(() => lockShown() === null);
    expect(lockShown()).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Note' })).toHaveValue('Calm at arrival');
    expect(document.querySelector('[inert]')).toBeNull();
    // The session goes on, with the token the check answered.
    expect(runtime.session.get()).toMatchObject({ userId: user.userId, token: 'fresh-token', isLoggedIn: true });

    // The count starts again from the unlock (a moment before the lock was gone).
    await advance(2 * minute - 1_000);
    expect(lockShown()).toBeNull();
    await advance(1_000);
    expect(await findLock()).toBeInTheDocument();
  });

  it('stays locked over a reload: the lock is kept for the user', async () => {
    const first = await renderLockable();
    await advance(2 * minute);
    await findLock();
    first.unmount();
    await renderLockable();
    expect(await findLock()).toBeInTheDocument();
  });
});
