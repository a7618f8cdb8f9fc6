import { graphql } from '../../../gql';
// The common documents are written from resource.ts by `npm run codegen`.
export { programCategoryDocuments } from './operations.generated';

export const ProgramCategoryFields = graphql(`
  fragment ProgramCategoryFields on ProgramCategory {
    id
    name
    description
    sortOrder
    status
  }
`);
