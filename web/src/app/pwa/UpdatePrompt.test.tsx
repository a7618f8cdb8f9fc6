import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { UpdatePrompt } from './UpdatePrompt';
import { createAppUpdates } from './updates';

const message = /A new version of Practice Portal is ready/;

function renderPrompt() {
  const actions = { activate: vi.fn(), reloadPage: vi.fn() };
  const updates = createAppUpdates(actions);
  render(<UpdatePrompt updates={updates} />);
  return { actions, updates, user: userEvent.setup() };
}

describe('the update prompt', () => {
  it('says nothing while the running version is the newest', () => {
    renderPrompt();
    expect(screen.queryByText(message)).not.toBeInTheDocument();
  });

  it('announces a waiting version and reloads into it only when the person chooses Reload, with the keyboard', async () => {
    const { actions, updates, user } = renderPrompt();
    act(() => updates.waiting());
    // An alert: screen readers read it out as it appears.
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(actions.activate).not.toHaveBeenCalled();
    expect(actions.reloadPage).not.toHaveBeenCalled();

    const reload = screen.getByRole('button', { name: 'Reload' });
    reload.focus();
    await user.keyboard('{Enter}');
    // The waiting worker is told to take over; the page reloads once it has.
    expect(actions.activate).toHaveBeenCalledTimes(1);
    expect(actions.reloadPage).not.toHaveBeenCalled();
    act(() => updates.tookOver());
    expect(actions.reloadPage).toHaveBeenCalledTimes(1);
  });

  it('never reloads on its own when another tab made the new version take over', async () => {
    const { actions, updates, user } = renderPrompt();
    act(() => updates.waiting());
    act(() => updates.tookOver());
    expect(actions.reloadPage).not.toHaveBeenCalled();
    expect(await screen.findByRole('alert')).toHaveTextContent(message);

    await user.click(screen.getByRole('button', { name: 'Reload' }));
    // The new worker already serves this page: a reload is all it takes.
    expect(actions.activate).not.toHaveBeenCalled();
    expect(actions.reloadPage).toHaveBeenCalledTimes(1);
  });

  it('stays until closed, and closing it reloads nothing', async () => {
    const { actions, updates, user } = renderPrompt();
    act(() => updates.waiting());
    await screen.findByRole('alert');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(updates.isReady()).toBe(false);
    // Once its closing transition has run.
    await waitFor(() => expect(screen.queryByText(message)).not.toBeInTheDocument());
    expect(actions.activate).not.toHaveBeenCalled();
    expect(actions.reloadPage).not.toHaveBeenCalled();
    // A still newer version is announced again.
    act(() => updates.waiting());
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });
});
