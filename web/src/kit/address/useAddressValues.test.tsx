// Two changes made before the page renders again both reach the address; a change after another screen moved the
// address (Back, a link) starts from where it now is.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useAddressValues } from './useAddressValues';

function Choices() {
  const address = useAddressValues();
  return (
    <>
      <button onClick={() => address.set({ funder: '1' })}>funder</button>
      <button
        onClick={() => {
          address.set({ funder: '1' });
          address.set({ student: '2' });
        }}
      >
        both
      </button>
      <button onClick={() => address.set({ student: '2' })}>student</button>
      <button onClick={() => address.set({ month: '2026-11', funder: '' })}>month</button>
      <output>{address.params.toString()}</output>
    </>
  );
}

function mount(start: string) {
  const router = createMemoryRouter([{ path: '/invoice', element: <Choices /> }], { initialEntries: [start] });
  render(<RouterProvider router={router} />);
  return router;
}

describe('values kept in the address', () => {
  it('keeps both of two changes made before the page renders again', async () => {
    const router = mount('/invoice?kind=ABA');
    fireEvent.click(screen.getByText('both'));
    await act(async () => {});
    expect(router.state.location.search).toBe('?kind=ABA&funder=1&student=2');
    fireEvent.click(screen.getByText('month'));
    await act(async () => {});
    expect(router.state.location.search).toBe('?kind=ABA&student=2&month=2026-11');
    expect(screen.getByRole('status').textContent).toBe('kind=ABA&student=2&month=2026-11');
  });

  it('starts from the address another navigation left', async () => {
    const router = mount('/invoice?kind=ABA');
    fireEvent.click(screen.getByText('funder'));
    await act(async () => {});
    await act(() => router.navigate('/invoice?kind=DOE'));
    fireEvent.click(screen.getByText('student'));
    await act(async () => {});
    expect(router.state.location.search).toBe('?kind=DOE&student=2');
  });
});
