// A student the user may not open gets a page that says so, never a blank record: the API answers a student outside
// a therapist's caseload as not found, and a refusal as forbidden.
import { screen } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithGraphQL } from '../../../test/render';
import { roles } from '../../../test/roles';
import { StudentFrame } from '../shared/StudentFrame';

function renderRecord(code: 'NOT_FOUND' | 'FORBIDDEN') {
  const refusal = () => {
    throw new GraphQLError(code === 'NOT_FOUND' ? 'Not found.' : 'Forbidden.', { extensions: { code } });
  };
  return renderWithGraphQL(
    <Routes>
      <Route
        path="/student-profile/:student_id"
        element={
          <StudentFrame title="Profile">
            <p>The profile</p>
          </StudentFrame>
        }
      />
    </Routes>,
    { route: '/student-profile/41', session: roles.therapist(), resolvers: { Query: { student: refusal } } },
  );
}

describe('a student the user may not open', () => {
  it('outside the caseload: says the student is not among theirs, with the way back, and shows no record', async () => {
    renderRecord('NOT_FOUND');
    expect(await screen.findByRole('heading', { name: 'Student not found' })).toBeInTheDocument();
    expect(screen.getByText(/There is no student 41 among the students you can open/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the students' })).toHaveAttribute('href', '/student');
    expect(screen.queryByText('The profile')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Student record' })).not.toBeInTheDocument();
  });

  it('refused: shows the access-denied page', async () => {
    renderRecord('FORBIDDEN');
    expect(await screen.findByRole('heading', { name: '403: access denied' })).toBeInTheDocument();
    expect(screen.queryByText('The profile')).not.toBeInTheDocument();
  });
});
