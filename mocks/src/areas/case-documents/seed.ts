// Seeded case document templates (a couple deleted) and case documents for some of the detailed students.
import type { Faker } from '@faker-js/faker';
import type { Db } from '../../db/index.js';
import type { NewRow } from '../../db/table.js';
import { dayOf, timestamp } from '../../kit/dates.js';
import { detailedStudents } from '../students/table.js';
import type { CaseDocument, CaseDocumentTemplate } from './tables.js';

const templates: readonly [string, string, string][] = [
  ['Intake Packet', 'Everything gathered at intake.', 'Referral\nReason for referral\nHistory\nFamily goals'],
  ['Initial Assessment Report', 'The first assessment and its recommendations.', 'Background\nAssessments used\nResults\nRecommendations'],
  ['Treatment Plan', 'Goals, targets and hours recommended.', 'Goals\nTargets\nRecommended hours\nParent training'],
  ['Progress Report', 'Six-monthly progress for the funder.', 'Summary\nGoal progress\nChanges to the plan'],
  ['Discharge Summary', 'When services end.', 'Reason for discharge\nProgress\nRecommendations'],
  ['Crisis Plan', 'Retired: now part of the treatment plan.', 'Triggers\nResponses\nContacts'],
];

export const seededDeletedCaseTemplates = 1;

export function seedCaseTemplates(faker: Faker): NewRow<CaseDocumentTemplate>[] {
  return templates.map(([name, description, sections], index) => {
    const at = timestamp(faker.date.past({ years: 2 }));
    const deleted = index >= templates.length - seededDeletedCaseTemplates;
    return { name, description, sections, status: 1, created_at: at, updated_at: at, deleted_at: deleted ? at : null };
  });
}

export function seedCaseDocuments(faker: Faker, db: Db): NewRow<CaseDocument>[] {
  return detailedStudents(db)
    .slice(0, 40)
    .flatMap((student, index) => {
      const count = index % 3 === 0 ? 2 : 1;
      return Array.from({ length: count }, (_, n): NewRow<CaseDocument> => {
        const templateIndex = (index + n) % (templates.length - seededDeletedCaseTemplates);
        const opened = faker.date.past({ years: 1 });
        return {
          title: `${templates[templateIndex]![0]} - ${student.first_name} ${student.last_name}`,
          student_id: student.id,
          case_document_template_id: templateIndex + 1,
          opened_on: dayOf(opened),
          case_status: faker.datatype.boolean(0.7) ? 'Open' : 'Closed',
          content: templates[templateIndex]![2],
          created_at: timestamp(opened),
          updated_at: timestamp(opened),
          deleted_at: index === 5 && n === 0 ? timestamp(faker.date.recent({ days: 20 })) : null,
        };
      });
    });
}
