import { graphql } from '../../gql';
// The common documents are written from resource.ts by `npm run codegen`.
export { assessmentDocuments } from './operations.generated';

export const AssessmentFields = graphql(`
  fragment AssessmentFields on Assessment {
    id
    name
    abbreviation
    assessmentCategoryId
    description
    reassessMonths
    status
    category {
      id
      name
    }
  }
`);

export const AssessmentCategoryOptions = graphql(`
  query AssessmentCategoryOptions {
    options: allAssessmentCategories {
      id
      name
    }
  }
`);
