// ABC data entry against mocked resolvers: keyboard first (Enter saves, focus back on the first field), an obvious
// saved state, Undo of the last entry through the API (delete an entry just made, put back a corrected one,
// make a deleted one again).
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AbcEntryPage } from '../data-entry/AbcEntry';
import { renderWithGraphQL } from '../../../test/render';
import { roles } from '../../../test/roles';

interface Entry {
  id: string;
  studentId: string;
  behaviorId: string;
  behaviorName: string;
  date: string;
  time: string;
  setting: string | null;
  antecedent: string;
  behavior: string;
  consequence: string;
  intensity: string | null;
  durationSeconds: number | null;
  notes: string | null;
  createdAt: string;
}

type Input = Omit<Entry, 'id' | 'studentId' | 'behaviorName' | 'createdAt'>;

function api() {
  const entries: Entry[] = [];
  const calls: string[] = [];
  let next = 1;
  const behaviors = [
    { id: 'b1', name: 'Aggression', category: 'Aggression', measurement: 'ABC', status: 'Active', definition: null },
    { id: 'b2', name: 'Elopement', category: 'Elopement', measurement: 'ABC', status: 'Active', definition: null },
  ];
  const make = (studentId: string, input: Input): Entry => ({
    ...input,
    id: `e${next++}`,
    studentId,
    behaviorName: behaviors.find((item) => item.id === input.behaviorId)?.name ?? '',
    createdAt: '2026-11-22T09:00:00Z',
  });
  return {
    entries,
    calls,
    resolvers: {
      Query: {
        student: () => ({ id: '5', name: 'Ava Stone', authorizationAlerts: [], status: 1 }),
        studentBehaviors: () => behaviors,
        abcEntries: () => ({
          pageInfo: { total: entries.length, currentPage: 1, lastPage: 1, perPage: 50, from: entries.length ? 1 : null, to: entries.length || null },
          nodes: [...entries].reverse(),
        }),
      },
      Mutation: {
        createAbcEntry: (_: unknown, args: { studentId: string; input: Input }) => {
          calls.push(`create ${args.input.antecedent}`);
          const entry = make(args.studentId, args.input);
          entries.push(entry);
          return entry;
        },
        updateAbcEntry: (_: unknown, args: { id: string; input: Input }) => {
          calls.push(`update ${args.id} ${args.input.antecedent}`);
          const index = entries.findIndex((entry) => entry.id === args.id);
          entries[index] = { ...entries[index]!, ...args.input };
          return entries[index];
        },
        deleteAbcEntry: (_: unknown, args: { id: string }) => {
          calls.push(`delete ${args.id}`);
          entries.splice(
            entries.findIndex((entry) => entry.id === args.id),
            1,
          );
          return { ok: true, message: null };
        },
      },
    },
  };
}

function renderPage(resolvers: ReturnType<typeof api>['resolvers']) {
  return renderWithGraphQL(
    <Routes>
      <Route path="/student-data-entry/abc/:student_id" element={<AbcEntryPage />} />
    </Routes>,
    { route: '/student-data-entry/abc/5', resolvers, session: roles.therapist() },
  );
}

describe('ABC data entry', () => {
  it('saves with Enter, shows it saved, returns focus to the first field, and undoes the entry', async () => {
    const server = api();
    const { user } = renderPage(server.resolvers);
    const first = await screen.findByLabelText(/^Behavior/, { selector: 'select' });
    await waitFor(() => expect(first).toHaveFocus());
    await waitFor(() => expect(within(first).getByRole('option', { name: 'Elopement' })).toBeInTheDocument());
    await user.selectOptions(first, 'Elopement');
    await user.type(screen.getByLabelText(/^Antecedent/), 'Asked to tidy up');
    await user.type(screen.getByLabelText(/^Behavior observed/), 'Ran to the door');
    await user.type(screen.getByLabelText(/^Consequence/), 'Blocked and redirected{Enter}');

    await waitFor(() => expect(server.calls).toEqual(['create Asked to tidy up']));
    expect(server.entries[0]).toMatchObject({
      behaviorId: 'b2',
      antecedent: 'Asked to tidy up',
      behavior: 'Ran to the door',
      consequence: 'Blocked and redirected',
    });
    expect(await screen.findByText(/Saved: Elopement at \d\d:\d\d/)).toBeInTheDocument();
    await waitFor(() => expect(first).toHaveFocus());
    // Ready for the next entry: the texts are cleared, the behaviour kept.
    expect(screen.getByLabelText(/^Antecedent/)).toHaveValue('');
    expect(first).toHaveValue('b2');
    expect(await screen.findByRole('cell', { name: 'Ran to the door' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Undo last entry' }));
    await waitFor(() => expect(server.calls).toEqual(['create Asked to tidy up', 'delete e1']));
    expect(server.entries).toHaveLength(0);
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Ran to the door' })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Undo last entry' })).toBeDisabled();
  });

  it('refuses an entry with the antecedent, behavior and consequence missing, and sends nothing', async () => {
    const server = api();
    const { user } = renderPage(server.resolvers);
    const first = await screen.findByLabelText(/^Behavior/, { selector: 'select' });
    await waitFor(() => expect(within(first).getByRole('option', { name: 'Aggression' })).toBeInTheDocument());
    await user.selectOptions(first, 'Aggression');
    await user.click(screen.getByRole('button', { name: 'Save entry' }));
    expect(await screen.findByText('The antecedent field is required.')).toBeInTheDocument();
    expect(screen.getByText('The consequence field is required.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Antecedent/)).toHaveFocus();
    expect(server.calls).toEqual([]);
  });

  it('corrects an entry and undoes the correction, then deletes one and undoes the delete', async () => {
    const server = api();
    const { user } = renderPage(server.resolvers);
    const first = await screen.findByLabelText(/^Behavior/, { selector: 'select' });
    await waitFor(() => expect(within(first).getByRole('option', { name: 'Aggression' })).toBeInTheDocument());
    await user.selectOptions(first, 'Aggression');
    await user.type(screen.getByLabelText(/^Antecedent/), 'Denied a toy');
    await user.type(screen.getByLabelText(/^Behavior observed/), 'Hit a peer');
    await user.type(screen.getByLabelText(/^Consequence/), 'Removed from the area{Enter}');
    await screen.findByRole('cell', { name: 'Hit a peer' });

    await user.click(screen.getByRole('button', { name: /^Edit Aggression on/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit ABC entry' });
    const antecedent = within(dialog).getByLabelText(/^Antecedent/);
    await user.clear(antecedent);
    await user.type(antecedent, 'Toy taken away');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(server.calls.at(-1)).toBe('update e1 Toy taken away'));
    expect(await screen.findByRole('cell', { name: 'Toy taken away' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Undo last entry' }));
    await waitFor(() => expect(server.calls.at(-1)).toBe('update e1 Denied a toy'));
    expect(await screen.findByRole('cell', { name: 'Denied a toy' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /^Delete Aggression on/ }));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(server.calls.at(-1)).toBe('delete e1'));
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Hit a peer' })).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Undo last entry' }));
    await waitFor(() => expect(server.calls.at(-1)).toBe('create Denied a toy'));
    expect(await screen.findByRole('cell', { name: 'Hit a peer' })).toBeInTheDocument();
  });
});
