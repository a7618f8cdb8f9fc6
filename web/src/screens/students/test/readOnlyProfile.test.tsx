// The profile of a student the user may read but not edit: every field as text, the related records by name.
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithGraphQL } from '../../../test/render';
import { roles } from '../../../test/roles';
import { EditStudent } from '../list/StudentForm';

const student = {
  id: '41',
  firstName: 'Joy',
  lastName: 'Marks',
  name: 'Joy Marks',
  dob: '2011-09-29',
  status: 1,
  agencyId: '11',
  agency: { id: '11', name: 'Greene Early Intervention' },
  funderIds: ['8'],
  funders: [{ id: '8', name: 'Empire Health' }],
  staffIds: ['3', '22'],
  staff: [
    { id: '3', name: 'Jordan Ellis' },
    { id: '22', name: 'Sam Ortiz' },
  ],
  serviceLineIds: [],
  serviceLines: [],
};

describe('the read-only profile', () => {
  it('names the agency, funders and staff, and says when there is none', async () => {
    renderWithGraphQL(
      <Routes>
        <Route path="/edit-student/:student_id" element={<EditStudent />} />
      </Routes>,
      { route: '/edit-student/41', session: roles.therapist(), resolvers: { Query: { student: () => student } } },
    );
    const value = async (label: string) => (await screen.findByText(label, { selector: 'dt' })).nextElementSibling?.textContent;
    expect(await value('Agency')).toBe('Greene Early Intervention');
    expect(await value('Funders')).toBe('Empire Health');
    expect(await value('Staff')).toBe('Jordan Ellis, Sam Ortiz');
    expect(await value('Service lines')).toBe('—');
    expect(await value('Date of birth')).toBe('09/29/2011');
    expect(screen.queryByRole('button', { name: 'Save changes' })).not.toBeInTheDocument();
  });
});
