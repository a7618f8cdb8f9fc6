import { graphql } from '../../gql';
// The common documents are written from resource.ts by `npm run codegen`.
export { assessmentDocuments } from './operations.generated';

export const AssessmentCategoryOptions = graphql(`
  query AssessmentCategoryOptions {
    options: allAssessmentCategories {
      id
      name
    }
  }
`);
