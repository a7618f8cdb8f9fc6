// Written by `npm run codegen` from the documents declared beside it (web/codegen/resourceDocuments.ts): edit those, not this.
import { graphql } from '../../../gql';

export const AssessmentCategoryFields = graphql(`
  fragment AssessmentCategoryFields on AssessmentCategory {
    id
    name
    type
    description
    status
  }
`);

export const assessmentCategoryDocuments = {
  list: graphql(`
    query AssessmentCategoryList($page: PageInput, $filter: AssessmentCategoryFilter) {
      page: assessmentCategories(page: $page, filter: $filter) {
        pageInfo { ...PageInfoFields }
        nodes { ...AssessmentCategoryFields }
      }
    }
  `),
  deleted: graphql(`
    query DeletedAssessmentCategoryList($page: PageInput) {
      page: deletedAssessmentCategories(page: $page) {
        pageInfo { ...PageInfoFields }
        nodes { ...AssessmentCategoryFields }
      }
    }
  `),
  one: graphql(`
    query AssessmentCategoryRecord($id: ID!) {
      record: assessmentCategory(id: $id) { ...AssessmentCategoryFields }
    }
  `),
  create: graphql(`
    mutation CreateAssessmentCategory($input: AssessmentCategoryInput!) {
      saved: createAssessmentCategory(input: $input) { id }
    }
  `),
  update: graphql(`
    mutation UpdateAssessmentCategory($id: ID!, $input: AssessmentCategoryInput!) {
      saved: updateAssessmentCategory(id: $id, input: $input) { id }
    }
  `),
  remove: graphql(`
    mutation DeleteAssessmentCategory($id: ID!, $redirectTo: String) {
      result: deleteAssessmentCategory(id: $id, redirectTo: $redirectTo) { ok message }
    }
  `),
  restore: graphql(`
    mutation RestoreAssessmentCategory($ids: [ID!]!) {
      result: restoreAssessmentCategory(ids: $ids) { ok message }
    }
  `),
  purge: graphql(`
    mutation PurgeAssessmentCategory($ids: [ID!]!) {
      result: permanentlyDeleteAssessmentCategory(ids: $ids) { ok message }
    }
  `),
};
