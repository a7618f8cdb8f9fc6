// The stages of the practice's pipelines (client intake, staff onboarding, authorization renewal, funder
// credentialing) and the statuses within each. Every status points at a stage that exists and is not deleted.
import type { Faker } from '@faker-js/faker';
import { mostlyActive, seedStamps } from '../../db/seed-values.js';
import type { NewRow } from '../../db/table.js';
import type { StageStatusMaster } from './stage-status-master.js';
import type { StageStatus } from './stage-status.js';

const pipelines: Record<string, string[]> = {
  'Client intake': [
    'Referral',
    'Intake Call',
    'Insurance Verification',
    'Initial Assessment',
    'Treatment Plan',
    'Authorization Request',
    'Staffing',
    'Active Services',
    'Transition Planning',
    'Discharge',
  ],
  'Staff onboarding': [
    'Application',
    'Interview',
    'Offer',
    'Background Check',
    'Credentialing',
    'Orientation',
    'Field Training',
    'Competency Assessment',
  ],
  'Authorization renewal': ['Reassessment Due', 'Progress Report', 'Renewal Submitted', 'Peer Review', 'Renewal Decision', 'Appeal'],
  'Funder credentialing': ['Enrollment Application', 'Contract Review', 'Provider Number', 'Fee Schedule', 'Panel Approval', 'Recredentialing'],
};

/** What a record can be within any stage; each stage gets the first few. */
const statusWords = ['Not Started', 'In Progress', 'Waiting on Family', 'Complete'];
const palette = ['#9e9e9e', '#1e88e5', '#fb8c00', '#43a047'];

export const seededStageStatusMasterCount = Object.values(pipelines).flat().length;
/** The last masters are soft-deleted; statuses only point at the ones before. */
export const seededDeletedStageStatusMasterCount = 2;

function stages(): { pipeline: string; name: string; order: number }[] {
  return Object.entries(pipelines).flatMap(([pipeline, names]) => names.map((name, index) => ({ pipeline, name, order: index + 1 })));
}

export function seedStageStatusMasters(faker: Faker): NewRow<StageStatusMaster>[] {
  const all = stages();
  return all.map(({ pipeline, name, order }, index) => ({
    name,
    pipeline,
    description: `Stage ${order} of ${pipeline.toLowerCase()}.`,
    sort_order: order,
    status: mostlyActive(faker, 9),
    ...seedStamps(faker, index >= all.length - seededDeletedStageStatusMasterCount),
  }));
}

export function seedStageStatuses(faker: Faker): NewRow<StageStatus>[] {
  const live = stages().slice(0, seededStageStatusMasterCount - seededDeletedStageStatusMasterCount);
  const rows: NewRow<StageStatus>[] = [];
  live.forEach(({ name: stage }, index) => {
    const count = faker.number.int({ min: 2, max: statusWords.length });
    for (let order = 0; order < count; order += 1) {
      rows.push({
        name: `${stage}: ${statusWords[order]!}`,
        stage_status_master_id: index + 1,
        color: palette[order]!,
        description: null,
        sort_order: order + 1,
        status: 1,
        ...seedStamps(faker, faker.datatype.boolean(0.04)),
      });
    }
  });
  return rows;
}
