// The staff availability page by keyboard alone: add a slot from a day's Add button (focus moves into it), type and
// step its times with the arrow keys, save with Enter; a slot that ends before it starts is refused beside it and
// nothing is sent; the API's refusal shows beside the slot it names; removing a slot gives focus back to its day.
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithGraphQL } from '../../test/render';
import { roles } from '../../test/roles';
import { badInput } from '../../kit/test/fixtures';
import { screens } from '.';

interface Slot {
  dayOfWeek: number;
  startTime: string;
  endTime: string;
  location: string | null;
}

function Page() {
  return (
    <Routes>
      <Route path="/staff-availability/:user_id" element={<screens.StaffAvailability />} />
    </Routes>
  );
}

function standIn(initial: Slot[], refuse?: (slots: Slot[]) => Record<string, string[]> | null) {
  const state = { week: initial, saves: [] as Slot[][] };
  const rows = () => state.week.map((slot, index) => ({ id: String(index + 1), userId: '7', ...slot }));
  const resolvers = {
    Query: { userAvailability: () => rows() },
    Mutation: {
      saveUserAvailability: (_: unknown, args: { slots: Slot[] }) => {
        const refusal = refuse?.(args.slots);
        if (refusal) throw badInput(refusal);
        state.saves.push(args.slots);
        state.week = args.slots;
        return rows();
      },
    },
  };
  return { state, resolvers };
}

describe('the staff availability page', () => {
  it('adds a slot, sets its times by keyboard and saves the whole week', async () => {
    const { state, resolvers } = standIn([{ dayOfWeek: 1, startTime: '09:00', endTime: '12:00', location: 'Clinic' }]);
    const { user } = renderWithGraphQL(<Page />, { route: '/staff-availability/7', session: roles.office(), resolvers });
    expect(await screen.findByLabelText('Monday slot 1 from')).toHaveValue('09:00');

    screen.getByRole('button', { name: 'Add slot on Tuesday' }).focus();
    await user.keyboard('{Enter}');
    const from = screen.getByLabelText('Tuesday slot 1 from');
    await waitFor(() => expect(from).toHaveFocus());
    await user.keyboard('{Control>}a{/Control}13');
    await user.tab();
    expect(from).toHaveValue('13:00');
    const to = screen.getByLabelText('Tuesday slot 1 to');
    expect(to).toHaveFocus();
    await user.keyboard('{Control>}a{/Control}1500{ArrowUp}{ArrowUp}{Shift>}{ArrowUp}{/Shift}');
    expect(to).toHaveValue('16:30');
    await user.tab();
    await user.selectOptions(screen.getByLabelText('Tuesday slot 1 location'), 'Home');
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();

    screen.getByRole('button', { name: 'Save week' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(state.saves).toHaveLength(1));
    expect(state.saves[0]).toEqual([
      { dayOfWeek: 1, startTime: '09:00', endTime: '12:00', location: 'Clinic' },
      { dayOfWeek: 2, startTime: '13:00', endTime: '16:30', location: 'Home' },
    ]);
    expect(await screen.findByText('Availability saved.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument());
  });

  it('refuses a slot that ends before it starts beside the slot, and sends nothing', async () => {
    const { state, resolvers } = standIn([{ dayOfWeek: 3, startTime: '09:00', endTime: '12:00', location: null }]);
    const { user } = renderWithGraphQL(<Page />, { route: '/staff-availability/7', session: roles.office(), resolvers });
    const to = await screen.findByLabelText('Wednesday slot 1 to');
    await user.click(to);
    await user.keyboard('{Control>}a{/Control}0800');
    screen.getByRole('button', { name: 'Save week' }).focus();
    await user.keyboard('{Enter}');
    const problem = await screen.findByText('The end must be after the start.');
    expect(to).toHaveAttribute('aria-invalid', 'true');
    expect(to.getAttribute('aria-describedby')).toBe(problem.id);
    expect(within(screen.getByRole('group', { name: 'Wednesday slot 1' })).getByText('The end must be after the start.')).toBe(problem);
    expect(screen.getByText('Fix the marked slot before saving; nothing was saved.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Wednesday slot 1 from')).toHaveFocus());
    expect(state.saves).toHaveLength(0);
  });

  it('shows the API’s refusal beside the slot it names, and removes a slot by keyboard', async () => {
    const { state, resolvers } = standIn(
      [
        { dayOfWeek: 5, startTime: '09:00', endTime: '12:00', location: null },
        { dayOfWeek: 5, startTime: '13:00', endTime: '15:00', location: null },
      ],
      (slots) => (slots.length > 1 ? { 'slots.1.startTime': ['The slot overlaps Friday 9:00 AM – 12:00 PM.'] } : null),
    );
    const { user } = renderWithGraphQL(<Page />, { route: '/staff-availability/7', session: roles.office(), resolvers });
    await screen.findByLabelText('Friday slot 2 from');
    screen.getByRole('button', { name: 'Save week' }).focus();
    await user.keyboard('{Enter}');
    const second = screen.getByRole('group', { name: 'Friday slot 2' });
    expect(await within(second).findByText('The slot overlaps Friday 9:00 AM – 12:00 PM.')).toBeInTheDocument();

    screen.getByRole('button', { name: 'Remove Friday slot 2' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('group', { name: 'Friday slot 2' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add slot on Friday' })).toHaveFocus();
    screen.getByRole('button', { name: 'Save week' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(state.saves).toEqual([[{ dayOfWeek: 5, startTime: '09:00', endTime: '12:00', location: null }]]));
  });

  it('shows the week read-only to someone who may not edit staff', async () => {
    const { resolvers } = standIn([{ dayOfWeek: 1, startTime: '09:00', endTime: '12:00', location: 'Clinic' }]);
    renderWithGraphQL(<Page />, { route: '/staff-availability/7', session: roles.therapist(), resolvers });
    expect(await screen.findByText('9:00 AM – 12:00 PM')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save week' })).not.toBeInTheDocument();
    expect(screen.getAllByText('Not available')).toHaveLength(6);
  });
});
