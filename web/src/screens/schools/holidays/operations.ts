import { graphql } from '../../../gql';
// The common documents are written from documents.ts by `npm run codegen`.
export { schoolHolidayDocuments } from './operations.generated';

export const SchoolHolidayFields = graphql(`
  fragment SchoolHolidayFields on SchoolHoliday {
    id
    schoolId
    name
    startDate
    endDate
  }
`);
