import { graphql } from '../../../gql';
// The common documents are written from documents.json by `npm run codegen`.
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
