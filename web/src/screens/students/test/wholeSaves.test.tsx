// Pages that save a whole list or sheet at once: until what they save has been read, they offer no save, so a read
// that failed (or has not answered) is never saved over what the student has.
import { screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithGraphQL } from '../../../test/render';
import { roles } from '../../../test/roles';
import { HealthSheet, PreferenceSheet, SkillSheet } from '../assessments/Sheets';
import { Settings } from '../record/Settings';

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

const pages: { name: string; page: ComponentType; field: string; answer: unknown; what: string; save: string }[] = [
  {
    name: 'preference assessment',
    page: PreferenceSheet,
    field: 'studentPreferenceAssessment',
    answer: sheet,
    what: 'The preference assessment',
    save: 'Save preference assessment',
  },
  {
    name: 'skill assessment',
    page: SkillSheet,
    field: 'studentSkillAssessment',
    answer: sheet,
    what: 'The skill assessment',
    save: 'Save skill assessment',
  },
  {
    name: 'health assessment',
    page: HealthSheet,
    field: 'studentHealthAssessment',
    answer: sheet,
    what: 'The health assessment',
    save: 'Save health assessment',
  },
  {
    name: 'settings',
    page: Settings,
    field: 'studentSettings',
    answer: [{ key: 'sessions', label: 'Sessions per week', type: 'number', options: [], value: '3' }],
    what: "The student's settings",
    save: 'Save settings',
  },
];

describe('pages saved whole', () => {
  for (const { name, page: Page, field, answer, what, save } of pages) {
    it(`the ${name} offers no save until it has been read`, async () => {
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
          <Route path="/page/:student_id" element={<Page />} />
        </Routes>,
        { route: '/page/5', resolvers, session: roles.office() },
      );
      expect(await screen.findByText(`${what} could not be loaded`)).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: save })).not.toBeInTheDocument();

      fails = false;
      await user.click(screen.getByRole('button', { name: 'Try again' }));
      expect(await screen.findByRole('button', { name: save })).toBeInTheDocument();
    });
  }
});
