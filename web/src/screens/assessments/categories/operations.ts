import { graphql } from '../../../gql';
// The common documents are written from resource.ts by `npm run codegen`.
export { assessmentCategoryDocuments } from './operations.generated';

export const AssessmentCategoryFields = graphql(`
  fragment AssessmentCategoryFields on AssessmentCategory {
    id
    name
    type
    description
    status
  }
`);
