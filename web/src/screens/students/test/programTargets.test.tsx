// A category's programs with their targets and playlists: a read that fails says so and offers to try again, never a
// blank page or an empty playlist that looks like one with no targets.
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithGraphQL } from '../../../test/render';
import { roles } from '../../../test/roles';
import { ProgramTargets } from '../programs/Programs';

const target = {
  id: 't1',
  programId: 'p1',
  name: 'Matching colours',
  description: null,
  status: 'Active',
  masteryCriteria: null,
  introducedOn: null,
  masteredOn: null,
};

describe('program targets', () => {
  it('says when the programs or a playlist could not be read, and reads them again', async () => {
    const fails = { programs: true, playlist: true };
    const resolvers = {
      Query: {
        student: () => ({ id: '5', name: 'Ava Stone', authorizationAlerts: [], status: 1 }),
        studentProgramsInCategory: () => {
          if (fails.programs) throw new Error('The practice API did not answer.');
          return [{ id: 'p1', name: 'Colours', status: 'Active', categoryName: 'Language', targets: [target] }];
        },
        studentProgramPlaylist: () => {
          if (fails.playlist) throw new Error('The practice API did not answer.');
          return { programId: 'p1', items: [{ position: 1, targetId: 't1', target: { id: 't1', name: 'Matching colours', status: 'Active' } }] };
        },
      },
    };
    const { user } = renderWithGraphQL(
      <Routes>
        <Route path="/student-programs/target/:category_id/:student_id" element={<ProgramTargets />} />
      </Routes>,
      { route: '/student-programs/target/3/5', resolvers, session: roles.office() },
    );
    expect(await screen.findByText("The program's targets could not be loaded")).toBeInTheDocument();

    fails.programs = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('The playlist could not be loaded')).toBeInTheDocument();

    fails.playlist = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Move Matching colours down' })).toBeInTheDocument();
    expect(screen.queryByText('The playlist could not be loaded')).not.toBeInTheDocument();
  });
});
