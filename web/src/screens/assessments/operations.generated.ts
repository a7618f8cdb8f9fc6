// Written by `npm run codegen` from the documents declared beside it (web/codegen/resourceDocuments.ts): edit those, not this.
import { graphql } from '../../gql';

export const AssessmentFields = graphql(`
  fragment AssessmentFields on Assessment {
    id
    name
    abbreviation
    assessmentCategoryId
    description
    reassessMonths
    status
    category { id name }
  }
`);

export const assessmentDocuments = {
  list: graphql(`
    query AssessmentList($page: PageInput, $filter: AssessmentFilter) {
      page: assessments(page: $page, filter: $filter) {
        pageInfo { ...PageInfoFields }
        nodes { ...AssessmentFields }
      }
    }
  `),
  deleted: graphql(`
    query DeletedAssessmentList($page: PageInput) {
      page: deletedAssessments(page: $page) {
        pageInfo { ...PageInfoFields }
        nodes { ...AssessmentFields }
      }
    }
  `),
  one: graphql(`
    query AssessmentRecord($id: ID!) {
      record: assessment(id: $id) { ...AssessmentFields }
    }
  `),
  create: graphql(`
    mutation CreateAssessment($input: AssessmentInput!) {
      saved: createAssessment(input: $input) { id }
    }
  `),
  update: graphql(`
    mutation UpdateAssessment($id: ID!, $input: AssessmentInput!) {
      saved: updateAssessment(id: $id, input: $input) { id }
    }
  `),
  remove: graphql(`
    mutation DeleteAssessment($id: ID!, $redirectTo: String) {
      result: deleteAssessment(id: $id, redirectTo: $redirectTo) { ok message }
    }
  `),
  restore: graphql(`
    mutation RestoreAssessment($ids: [ID!]!) {
      result: restoreAssessment(ids: $ids) { ok message }
    }
  `),
  purge: graphql(`
    mutation PurgeAssessment($ids: [ID!]!) {
      result: permanentlyDeleteAssessment(ids: $ids) { ok message }
    }
  `),
};
