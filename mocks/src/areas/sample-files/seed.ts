// One sample per type: a real CSV with the type's columns and example rows.
import type { Faker } from '@faker-js/faker';
import type { NewRow } from '../../db/table.js';
import { toCsv } from '../../kit/csv.js';
import type { SampleFile } from './sample-file.js';
import { sampleTypes } from './sample-types.js';
import { timestamp } from '../../kit/dates.js';

export const csvMimeType = 'text/csv';

export function seedSampleFiles(faker: Faker): NewRow<SampleFile>[] {
  return sampleTypes.map((sample) => {
    const content = Buffer.from(toCsv(sample.headers, sample.rows), 'utf8');
    const created = faker.date.past({ years: 1 });
    return {
      uuid: faker.string.uuid(),
      type: sample.type,
      file_name: `${sample.type}.csv`,
      mime_type: csvMimeType,
      size: content.length,
      content_base64: content.toString('base64'),
      created_at: timestamp(created),
      updated_at: timestamp(created),
    };
  });
}
