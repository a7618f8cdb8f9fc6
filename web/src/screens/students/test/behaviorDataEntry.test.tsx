// A day's behaviour data against mocked resolvers that keep what is saved: a blank duration is sent as not measured,
// and Undo puts back what the day held before the last save, as a reload shows.
import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { BehaviorDataInput } from '../../../gql/graphql';
import { renderWithGraphQL, type RenderOptions } from '../../../test/render';
import { roles } from '../../../test/roles';
import { BehaviorDataEntry } from '../data-entry/BehaviorDataEntry';

interface Held {
  frequency: number;
  durationSeconds: number | null;
  intensity: string | null;
  notes: string | null;
}

function api(day: Record<string, Held>) {
  const saves: BehaviorDataInput[][] = [];
  const behaviors = [
    { id: 'b1', name: 'Aggression', category: 'Aggression', measurement: 'Duration', status: 'Active', definition: null },
    { id: 'b2', name: 'Elopement', category: 'Elopement', measurement: 'Frequency', status: 'Active', definition: null },
  ];
  const entryOf = (behaviorId: string) => {
    const held = day[behaviorId];
    return held ? [{ id: `e-${behaviorId}`, studentId: '5', behaviorId, date: '2026-12-01', recordedBy: null, updatedAt: null, ...held }] : [];
  };
  return {
    day,
    saves,
    resolvers: {
      Query: {
        student: () => ({ id: '5', name: 'Ava Stone', authorizationAlerts: [], status: 1 }),
        studentBehaviors: () => behaviors,
        behaviorDataDetails: (_: unknown, args: { behaviorId: string }) => ({
          behaviorId: args.behaviorId,
          behaviorName: behaviors.find((behavior) => behavior.id === args.behaviorId)?.name ?? '',
          totalFrequency: day[args.behaviorId]?.frequency ?? 0,
          totalDurationSeconds: day[args.behaviorId]?.durationSeconds ?? 0,
          entries: entryOf(args.behaviorId),
        }),
      },
      Mutation: {
        // Saved over what the day held, one entry per behaviour, as the API does.
        recordBehaviorData: (_: unknown, args: { entries: BehaviorDataInput[] }) => {
          saves.push(args.entries);
          for (const entry of args.entries) {
            day[entry.behaviorId] = {
              frequency: entry.frequency ?? 0,
              durationSeconds: entry.durationSeconds ?? null,
              intensity: entry.intensity ?? null,
              notes: entry.notes ?? null,
            };
          }
          return args.entries.flatMap((entry) => entryOf(String(entry.behaviorId)));
        },
      },
    },
  };
}

function renderPage(resolvers: RenderOptions['resolvers']) {
  return renderWithGraphQL(
    <Routes>
      <Route path="/student-data-entry/:student_id" element={<BehaviorDataEntry />} />
    </Routes>,
    { route: '/student-data-entry/5', resolvers, session: roles.therapist() },
  );
}

describe('behaviour data entry', () => {
  it('sends a blank duration as not measured, and Undo puts back what the day held, as a reload shows', async () => {
    const server = api({ b1: { frequency: 3, durationSeconds: 60, intensity: 'Mild', notes: null } });
    const first = renderPage(server.resolvers);
    await waitFor(() => expect(screen.getByLabelText('Count of Aggression')).toHaveValue('3'));
    expect(screen.getByLabelText('Duration of Aggression in seconds')).toHaveValue('60');

    await first.user.type(screen.getByLabelText('Count of Elopement'), '7{Enter}');
    await waitFor(() => expect(server.saves).toHaveLength(1));
    expect(server.saves[0]).toEqual([
      { behaviorId: 'b1', frequency: 3, durationSeconds: 60, intensity: 'Mild', notes: null },
      { behaviorId: 'b2', frequency: 7, durationSeconds: null, intensity: null, notes: null },
    ]);
    expect(await screen.findByText(/Saved at/)).toBeInTheDocument();

    await first.user.click(screen.getByRole('button', { name: 'Undo last save' }));
    expect(await screen.findByText('Last save undone.')).toBeInTheDocument();
    expect(server.saves[1]).toEqual([
      { behaviorId: 'b1', frequency: 3, durationSeconds: 60, intensity: 'Mild', notes: null },
      { behaviorId: 'b2', frequency: 0, durationSeconds: null, intensity: null, notes: null },
    ]);
    expect(screen.getByLabelText('Count of Elopement')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Undo last save' })).toBeDisabled();
    first.unmount();

    // The page opened again reads the day from the API: the 7 is gone, the 3 and its 60 seconds are kept.
    renderPage(server.resolvers);
    await waitFor(() => expect(screen.getByLabelText('Count of Aggression')).toHaveValue('3'));
    expect(screen.getByLabelText('Duration of Aggression in seconds')).toHaveValue('60');
    expect(screen.getByLabelText('Count of Elopement')).toHaveValue('');
    expect(screen.getByLabelText('Duration of Elopement in seconds')).toHaveValue('');
  });

  it('undoes a second save to what the first one left, not to the day before both', async () => {
    const server = api({});
    const { user } = renderPage(server.resolvers);
    const count = await screen.findByLabelText('Count of Aggression');
    await waitFor(() => expect(count).toHaveFocus());
    await user.type(count, '2{Enter}');
    await waitFor(() => expect(server.saves).toHaveLength(1));
    await user.clear(count);
    await user.type(count, '5{Enter}');
    await waitFor(() => expect(server.saves).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Undo last save' }));
    await waitFor(() => expect(server.saves).toHaveLength(3));
    expect(server.day['b1']).toEqual({ frequency: 2, durationSeconds: null, intensity: null, notes: null });
    expect(count).toHaveValue('2');
  });

  it('keeps the fields shut until the day has arrived, so a late answer never overwrites what was typed', async () => {
    const server = api({ b1: { frequency: 2, durationSeconds: null, intensity: null, notes: null } });
    let arrive = () => {};
    const held = new Promise<void>((resolve) => {
      arrive = resolve;
    });
    const read = server.resolvers.Query.behaviorDataDetails;
    const late = {
      ...server.resolvers,
      Query: {
        ...server.resolvers.Query,
        behaviorDataDetails: async (parent: unknown, args: { behaviorId: string }) => (await held, read(parent, args)),
      },
    };
    const { user } = renderPage(late);
    const count = await screen.findByLabelText('Count of Aggression');
    expect(count).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Save day' })).toBeDisabled();
    await user.type(count, '9');
    expect(count).toHaveValue('');

    arrive();
    await waitFor(() => expect(count).toHaveValue('2'));
    expect(count).toBeEnabled();
    await waitFor(() => expect(count).toHaveFocus());
  });
});
