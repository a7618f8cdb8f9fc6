// A student's prompt codes (with the override of the practice's hierarchy) and prompt and interval schedules.
import type { Area } from '../../server/area.js';
import { promptCodeRecords, registerPromptOverrides } from './codes.js';
import { intervalScheduleRecords, promptScheduleRecords } from './schedules.js';

export const studentPromptCodesArea: Area = {
  name: 'student-prompt-codes',
  after: ['students'],
  register(router, context) {
    promptCodeRecords.register(router, context);
    registerPromptOverrides(router, context);
    promptScheduleRecords.register(router, context);
    intervalScheduleRecords.register(router, context);
  },
};
