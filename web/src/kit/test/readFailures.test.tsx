// A page whose read fails says so, with a way to try again: never a blank page, never an empty list or form that looks
// like nothing recorded, and never a Save on a page saved whole (its lists or sheet) before what it saves was read.
import { screen, waitFor } from '@testing-library/react';
import type { ComponentType } from 'react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithGraphQL } from '../../test/render';
import { roles } from '../../test/roles';
import { Principal } from '../../screens/schools/pages';
import { HealthSheet, PreferenceSheet, SkillSheet } from '../../screens/students/assessments/Sheets';
import { EditContact } from '../../screens/students/contacts/ContactForm';
import { SkillDataList } from '../../screens/students/data-entry/SkillDataList';
import { StudentIntakeForms } from '../../screens/students/intake-forms/StudentIntakeForms';
import { Settings } from '../../screens/students/record/Settings';

const sheet = {
  method: 'MSWO',
  assessedOn: '2026-11-02',
  assessedBy: null,
  updatedAt: '2026-11-02T10:00:00Z',
  items: [{ item: 'Bubbles', category: 'Toys', rank: 1, notes: null }],
  domains: [{ domain: 'Mand', level: 'Level 1', score: 4, maxScore: 10, notes: null }],
  allergies: [],
  medications: [],
  conditions: [],
};

interface Page {
  name: string;
  page: ComponentType;
  /** The route's pattern, and the address opened. */
  path: string;
  route: string;
  /** The query field that fails, what it answers once it no longer does, and what the page calls what it reads. */
  field: string;
  answer: unknown;
  what: string;
  /** The button of a page saved whole, offered only once its read has answered. */
  save?: string;
}

const studentPage = (name: string, page: ComponentType, field: string, answer: unknown, what: string, save?: string): Page => ({
  name,
  page,
  path: '/page/:student_id',
  route: '/page/5',
  field,
  answer,
  what,
  ...(save && { save }),
});

const pages: Page[] = [
  studentPage(
    'the preference assessment',
    PreferenceSheet,
    'studentPreferenceAssessment',
    sheet,
    'The preference assessment',
    'Save preference assessment',
  ),
  studentPage('the skill assessment', SkillSheet, 'studentSkillAssessment', sheet, 'The skill assessment', 'Save skill assessment'),
  studentPage('the health assessment', HealthSheet, 'studentHealthAssessment', sheet, 'The health assessment', 'Save health assessment'),
  studentPage(
    'the settings',
    Settings,
    'studentSettings',
    [{ key: 'sessions', label: 'Sessions per week', type: 'number', options: [], value: '3' }],
    "The student's settings",
    'Save settings',
  ),
  studentPage('the skill data', SkillDataList, 'skillData', [], 'The skill data'),
  studentPage('the intake forms', StudentIntakeForms, 'studentIntakeForms', [], 'The intake forms'),
  {
    name: 'a contact',
    page: EditContact,
    path: '/contact/:contact_id/:student_id',
    route: '/contact/8/5',
    field: 'studentContact',
    answer: { id: '8', studentId: '5', firstName: 'Dana', lastName: 'Stone' },
    what: 'The contact',
  },
  {
    name: "a school's principal",
    page: Principal,
    path: '/school-principal/:school_id',
    route: '/school-principal/2',
    field: 'schoolPrincipal',
    answer: { schoolId: '2', name: 'Pat Lee' },
    what: 'The principal',
  },
];

describe('a read that fails', () => {
  for (const { name, page: Page, path, route, field, answer, what, save } of pages) {
    it(`is said on ${name}, and read again${save ? ', with no save offered before' : ''}`, async () => {
      let fails = true;
      const resolvers = {
        Query: {
          student: () => ({ id: '5', name: 'Ava Stone', authorizationAlerts: [], status: 1 }),
          [field]: () => {
            if (fails) throw new Error('The practice API did not answer.');
            return answer;
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
      if (save) expect(screen.queryByRole('button', { name: save })).not.toBeInTheDocument();

      fails = false;
      await user.click(screen.getByRole('button', { name: 'Try again' }));
      // Read again and answered: neither the failure nor the spinner is left.
      await waitFor(() => {
        expect(screen.queryByText(`${what} could not be loaded`)).not.toBeInTheDocument();
        expect(screen.queryByLabelText(`Loading ${what[0]!.toLowerCase()}${what.slice(1)}`)).not.toBeInTheDocument();
      });
      if (save) expect(await screen.findByRole('button', { name: save })).toBeInTheDocument();
    });
  }
});
