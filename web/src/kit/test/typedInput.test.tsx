// What a person types into a kit form is never thrown away: an impossible date stays as typed and is refused by name,
// a text over its limit is kept whole and the limit said at once, and leaving the page with unsaved changes asks
// first, while a save moves on without a question.
import { screen, waitFor, within } from '@testing-library/react';
import { Link, Route, Routes, useNavigate } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { RecordForm } from '../form/RecordForm';
import type { FieldSpec } from '../form/fieldSpec';
import { leaveMessage } from '../form/UnsavedChangesGuard';
import { renderWithGraphQL } from '../../test/render';
import { roles } from '../../test/roles';

interface PersonInput {
  firstName: string;
  dob: string;
}

const fields: FieldSpec<PersonInput>[] = [
  { name: 'firstName', label: 'First name', kind: 'text', required: true, maxLength: 100 },
  { name: 'dob', label: 'Date of birth', kind: 'date', required: true },
];

function Pages({ saves }: { saves: PersonInput[] }) {
  const navigate = useNavigate();
  return (
    <Routes>
      <Route path="/list" element={<p>The list</p>} />
      <Route
        path="/add"
        element={
          <>
            <Link to="/elsewhere">Elsewhere</Link>
            <RecordForm<PersonInput>
              label="Add person"
              fields={fields}
              submitText="Add person"
              save={(input) => {
                saves.push(input);
                return Promise.resolve({ ok: true, data: {}, fieldErrors: {}, message: null });
              }}
              onSaved={() => void navigate('/list')}
              cancelTo="/list"
            />
          </>
        }
      />
      <Route path="/elsewhere" element={<p>Somewhere else</p>} />
    </Routes>
  );
}

function renderForm() {
  const saves: PersonInput[] = [];
  return { saves, ...renderWithGraphQL(<Pages saves={saves} />, { route: '/add', session: roles.office() }) };
}

describe('typed input in a kit form', () => {
  it('keeps an impossible date as typed and says it is not a real date, sending nothing', async () => {
    const { user, saves } = renderForm();
    await user.type(await screen.findByLabelText(/^First name/), 'Ava');
    const dob = screen.getByLabelText(/^Date of birth/);
    await user.type(dob, '02/30/2025');
    await user.tab();
    expect(dob).toHaveValue('02/30/2025');
    await user.click(screen.getByRole('button', { name: 'Add person' }));
    expect(await screen.findByText('The date of birth field must be a valid date: 02/30/2025 is not a real date.')).toBeInTheDocument();
    expect(dob).toHaveValue('02/30/2025');
    expect(saves).toEqual([]);

    await user.clear(dob);
    await user.type(dob, '02/28/2025');
    await user.click(screen.getByRole('button', { name: 'Add person' }));
    await waitFor(() => expect(saves).toEqual([{ firstName: 'Ava', dob: '2025-02-28' }]));
  });

  // The date picker is a chunk of its own, loaded when first opened; its first load in a worker compiles the date
  // libraries, which on a busy machine takes longer than a person-visible wait should. It is loaded before the test.
  beforeAll(() => import('../form/CalendarPicker'), 60_000);

  it('takes a day picked from the calendar as the day typed would be', async () => {
    const { user } = renderForm();
    const dob = await screen.findByLabelText(/^Date of birth/);
    await user.type(dob, '03/14/2019');
    await user.click(screen.getByRole('button', { name: 'Choose the date of birth from a calendar' }));
    const calendar = await screen.findByRole('grid');
    await user.click(within(calendar).getByText('20'));
    expect(dob).toHaveValue('03/20/2019');
  });

  it('keeps a name over its limit whole and says the limit as soon as it is over', async () => {
    const { user, saves } = renderForm();
    const name = await screen.findByLabelText(/^First name/);
    const long = 'A'.repeat(101);
    await user.click(name);
    await user.paste(long);
    expect(name).toHaveValue(long);
    expect(screen.getByText('The first name field must not be greater than 100 characters.')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    await user.click(screen.getByRole('button', { name: 'Add person' }));
    expect(saves).toEqual([]);
    expect(name).toHaveValue(long);
  });

  it('asks before leaving with unsaved changes, stays on Stay, and a save moves on without asking', async () => {
    const { user, path, saves } = renderForm();
    await user.type(await screen.findByLabelText(/^First name/), 'Ava');
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(await screen.findByText(leaveMessage)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Stay' }));
    expect(path()).toBe('/add');
    expect(screen.getByLabelText(/^First name/)).toHaveValue('Ava');

    await user.type(screen.getByLabelText(/^Date of birth/), '03/14/2019');
    await user.click(screen.getByRole('button', { name: 'Add person' }));
    expect(await screen.findByText('The list')).toBeInTheDocument();
    expect(screen.queryByText(leaveMessage)).not.toBeInTheDocument();
    expect(saves).toEqual([{ firstName: 'Ava', dob: '2019-03-14' }]);
  });
});
