import { graphql } from '../../gql';
// The common documents are written from resource.ts by `npm run codegen`.
export { coverageTypeDocuments } from './operations.generated';

export const CoverageTypeFields = graphql(`
  fragment CoverageTypeFields on CoverageType {
    id
    name
    description
    status
  }
`);
