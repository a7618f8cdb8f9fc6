import { graphql } from '../../gql';
// The common documents are written from documents.json by `npm run codegen`.
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
