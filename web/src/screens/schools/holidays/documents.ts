// The common documents `npm run codegen` writes into operations.generated.ts beside this: these records are no declared resource.
import type { CommonDocuments } from '../../../routes/commonDocuments';

export const documents: CommonDocuments = {
  type: 'SchoolHoliday',
  fields: ['id', 'schoolId', 'name', 'startDate', 'endDate'],
  export: 'schoolHolidayDocuments',
};
