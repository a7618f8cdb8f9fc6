import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithGraphQL } from '../../test/render';
import { TOAST_TIMEOUT_MS } from './store';

afterEach(() => {
  vi.useRealTimers();
});

describe('toasts', () => {
  it('close on their own after 3000 ms', async () => {
    expect(TOAST_TIMEOUT_MS).toBe(3000);
    const { runtime } = renderWithGraphQL(<p>Page</p>);
    await screen.findByText('Page');
    vi.useFakeTimers();
    act(() => runtime.notices.toast('Saved.', 'success'));
    expect(screen.getByText('Saved.')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(TOAST_TIMEOUT_MS - 100);
    });
    expect(runtime.notices.get().toasts).toHaveLength(1);
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(runtime.notices.get().toasts).toHaveLength(0);
  });

  it('show the same message once when several requests fail together', () => {
    const { runtime } = renderWithGraphQL(<p>Page</p>);
    act(() => {
      runtime.notices.toast('Server error occurred.', 'danger');
      runtime.notices.toast('Server error occurred.', 'danger');
    });
    expect(runtime.notices.get().toasts).toHaveLength(1);
  });
});
