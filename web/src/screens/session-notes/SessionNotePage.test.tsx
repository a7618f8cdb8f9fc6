// The note page against the mocked schema: a draft shows its fields, saves what is typed once typing pauses, and
// cannot be completed while a check blocks it; a completed note is read-only and takes addenda, shown in order; a
// note the viewer does not write (another provider's session) is shown to read, with nothing to write or sign.
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route, Routes } from 'react-router';
import { renderWithGraphQL } from '../../test/render';
import { roles } from '../../test/roles';
import { fakeCanvases } from '../signatures/canvasFake.fixture';
import type { Note } from './model';
import { SessionNotePage } from './SessionNotePage';

const base: Note = {
  id: '4',
  sessionId: '12',
  status: 'DRAFT',
  templateId: '2',
  templateName: 'Direct therapy note',
  studentId: '3',
  studentName: 'Avery Quinn',
  staffId: '6',
  staffName: 'Jordan Ellis',
  canWrite: true,
  serviceName: 'ABA Direct Therapy',
  hcode: '97153',
  date: '2026-11-20',
  startTime: '09:00',
  endTime: '11:00',
  units: 8,
  sessionStatus: 'Completed',
  requiresGuardianSignature: false,
  completedAt: null,
  completedByName: null,
  updatedAt: '2026-11-20T16:00:00.000Z',
  pdfUrl: 'http://127.0.0.1:9/storage/session-notes/abc/session-note-avery-quinn-2026-11-20.pdf',
  fields: [
    { key: 'summary', label: 'Session summary', kind: 'TEXTAREA', required: true, options: [], prefill: null, answer: 'Worked on manding.' },
    { key: 'caregiver', label: 'Caregiver present', kind: 'CHOICE', required: true, options: ['Yes', 'No'], prefill: null, answer: 'Yes' },
    {
      key: 'targets',
      label: 'Program targets run',
      kind: 'PROGRAM_TARGET',
      required: false,
      options: ['Greetings: Wave hello', 'Greetings: Say bye'],
      prefill: null,
      answer: '',
    },
  ],
  signatures: [],
  checks: [{ kind: 'OVERLAP', message: 'Overlaps another session of the student on 11/20/2026, 10:00 AM – 11:00 AM (session 13).', blocking: true }],
  addenda: [],
};

function resolvers(note: Note, writes: { saves: unknown[]; addenda: string[] }) {
  let current = note;
  return {
    Query: {
      sessionNote: () => current,
      sessionFiles: () => [],
    },
    Mutation: {
      saveSessionNote: (_: unknown, args: { input: { answers: { key: string; value: string }[] } }) => {
        writes.saves.push(args.input.answers);
        const answers = new Map(args.input.answers.map((answer) => [answer.key, answer.value]));
        current = { ...current, fields: current.fields.map((field) => ({ ...field, answer: answers.get(field.key) ?? field.answer })) };
        return current;
      },
      addSessionNoteAddendum: (_: unknown, args: { text: string }) => {
        writes.addenda.push(args.text);
        current = {
          ...current,
          addenda: [
            ...current.addenda,
            {
              id: String(current.addenda.length + 1),
              authorId: '2',
              authorName: 'Dana Whitfield',
              createdAt: '2026-11-24T10:00:00.000Z',
              text: args.text,
            },
          ],
        };
        return current;
      },
    },
  };
}

// jsdom has no canvas for the signature pad.
beforeEach(() => void fakeCanvases());
afterEach(() => vi.restoreAllMocks());

function renderPage(mocked: ReturnType<typeof resolvers>) {
  const page = (
    <Routes>
      <Route path="/session-note/:appointment_id" element={<SessionNotePage />} />
    </Routes>
  );
  return renderWithGraphQL(page, { route: '/session-note/12', session: roles.office(), resolvers: mocked });
}

describe('the session note page', () => {
  it('saves a draft once typing pauses, and a blocking check keeps it from completion', async () => {
    const writes = { saves: [] as unknown[], addenda: [] as string[] };
    const { user } = renderPage(resolvers(base, writes));
    const summary = await screen.findByLabelText('Session summary (required)');
    expect(summary).toHaveValue('Worked on manding.');
    expect(screen.getByText(/Overlaps another session of the student/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Complete note' })).toBeDisabled();

    await user.type(summary, ' Two targets met criterion.');
    await user.click(within(screen.getByRole('group', { name: 'Program targets run' })).getByLabelText('Greetings: Say bye'));
    // Saved once typing pauses (a slow machine may pause mid-word: the last save holds everything typed).
    await waitFor(
      () =>
        expect(writes.saves.at(-1)).toEqual([
          { key: 'summary', value: 'Worked on manding. Two targets met criterion.' },
          { key: 'caregiver', value: 'Yes' },
          { key: 'targets', value: 'Greetings: Say bye' },
        ]),
      { timeout: 5000 },
    );
    await screen.findByText(/^Draft saved at /);
  });

  it('shows a completed note read-only, and appends an addendum to its history', async () => {
    const writes = { saves: [] as unknown[], addenda: [] as string[] };
    const completed: Note = { ...base, status: 'COMPLETED', checks: [], completedAt: '2026-11-20T17:00:00.000Z', completedByName: 'Jordan Ellis' };
    const { user } = renderPage(resolvers(completed, writes));
    await screen.findByText('Completed and locked');
    expect(screen.queryByLabelText('Session summary (required)')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Complete note' })).not.toBeInTheDocument();
    expect(screen.getByText('Worked on manding.')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Add addendum'), 'Parent reported a late start.');
    await user.click(screen.getByRole('button', { name: 'Add addendum' }));
    await screen.findByText('Parent reported a late start.');
    expect(writes.addenda).toEqual(['Parent reported a late start.']);
    expect(screen.getByText(/^Addendum$/).closest('li')).toHaveTextContent('Addendum by Dana Whitfield');
  });

  it('shows another provider’s note to read, with no field, signature or addendum to write', async () => {
    const writes = { saves: [] as unknown[], addenda: [] as string[] };
    const draft = renderPage(resolvers({ ...base, canWrite: false }, writes));
    expect(await screen.findByText('Jordan Ellis writes and signs this note, as the session’s provider; the office may too.')).toBeInTheDocument();
    expect(screen.getByText('Worked on manding.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Session summary (required)')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Sign and complete' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Complete note' })).not.toBeInTheDocument();
    draft.unmount();

    const completed: Note = {
      ...base,
      canWrite: false,
      status: 'COMPLETED',
      checks: [],
      completedAt: '2026-11-20T17:00:00.000Z',
      completedByName: 'Jordan Ellis',
    };
    renderPage(resolvers(completed, writes));
    await screen.findByText('Completed and locked');
    expect(screen.queryByLabelText('Add addendum')).not.toBeInTheDocument();
    expect(writes.saves).toEqual([]);
  });
});
