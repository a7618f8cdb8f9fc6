import { graphql } from '../../gql';
// The common documents are written from resource.ts by `npm run codegen`.
export { staffTitleDocuments } from './operations.generated';

export const StaffTitleFields = graphql(`
  fragment StaffTitleFields on StaffTitle {
    id
    name
    description
    status
  }
`);
