// A page whose read fails says so, with a way to try again: never a blank page, and never an empty list or form that
// looks like a student with nothing recorded.
import { screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithGraphQL } from '../../test/render';
import { roles } from '../../test/roles';
import { Principal } from '../../screens/schools/pages';
import { EditContact } from '../../screens/students/contacts/ContactForm';
import { SkillDataList } from '../../screens/students/data-entry/SkillDataList';
import { StudentIntakeForms } from '../../screens/students/intake-forms/StudentIntakeForms';

const pages: { name: string; page: ComponentType; path: string; route: string; field: string; what: string }[] = [
  {
    name: 'a contact',
    page: EditContact,
    path: '/contact/:contact_id/:student_id',
    route: '/contact/8/5',
    field: 'studentContact',
    what: 'The contact',
  },
  {
    name: 'the skill data',
    page: SkillDataList,
    path: '/skill-list/:student_id',
    route: '/skill-list/5',
    field: 'skillData',
    what: 'The skill data',
  },
  {
    name: 'the intake forms',
    page: StudentIntakeForms,
    path: '/intake/:student_id',
    route: '/intake/5',
    field: 'studentIntakeForms',
    what: 'The intake forms',
  },
  {
    name: "a school's principal",
    page: Principal,
    path: '/school-principal/:school_id',
    route: '/school-principal/2',
    field: 'schoolPrincipal',
    what: 'The principal',
  },
];

describe('a read that fails', () => {
  for (const { name, page: Page, path, route, field, what } of pages) {
    it(`is said on ${name}, and tried again`, async () => {
      let calls = 0;
      const resolvers = {
        Query: {
          student: () => ({ id: '5', name: 'Ava Stone', authorizationAlerts: [], status: 1 }),
          [field]: () => {
            calls += 1;
            throw new Error('The practice API did not answer.');
          },
        },
      };
      const { user } = renderWithGraphQL(
        <Routes>
          <Route path={path} element={<Page />} />
        </Routes>,
        { route, resolvers, session: roles.superAdmin() },
      );
      expect(await screen.findByText(`${what} could not be loaded`)).toBeInTheDocument();
      const before = calls;
      await user.click(screen.getByRole('button', { name: 'Try again' }));
      await screen.findByText(`${what} could not be loaded`);
      expect(calls).toBeGreaterThan(before);
    });
  }
});
