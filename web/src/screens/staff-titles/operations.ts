import { graphql } from '../../gql';
// The common documents are written from documents.json by `npm run codegen`.
export { staffTitleDocuments } from './operations.generated';

export const StaffTitleFields = graphql(`
  fragment StaffTitleFields on StaffTitle {
    id
    name
    description
    status
  }
`);
