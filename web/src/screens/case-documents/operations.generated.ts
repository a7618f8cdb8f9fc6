// Written by `npm run codegen` from the documents declared beside it (web/codegen/resourceDocuments.ts): edit those, not this.
import { graphql } from '../../gql';

export const CaseDocumentFields = graphql(`
  fragment CaseDocumentFields on CaseDocument {
    id
    title
    studentId
    student { id firstName lastName }
    caseDocumentTemplateId
    template { id name }
    openedOn
    caseStatus
    content
    updatedAt
  }
`);

export const caseDocumentDocuments = {
  list: graphql(`
    query CaseDocumentList($page: PageInput, $filter: CaseDocumentFilter) {
      page: caseDocuments(page: $page, filter: $filter) {
        pageInfo { ...PageInfoFields }
        nodes { ...CaseDocumentFields }
      }
    }
  `),
  deleted: graphql(`
    query DeletedCaseDocumentList($page: PageInput) {
      page: deletedCaseDocuments(page: $page) {
        pageInfo { ...PageInfoFields }
        nodes { ...CaseDocumentFields }
      }
    }
  `),
  one: graphql(`
    query CaseDocumentRecord($id: ID!) {
      record: caseDocument(id: $id) { ...CaseDocumentFields }
    }
  `),
  create: graphql(`
    mutation CreateCaseDocument($input: CaseDocumentInput!) {
      saved: createCaseDocument(input: $input) { id }
    }
  `),
  update: graphql(`
    mutation UpdateCaseDocument($id: ID!, $input: CaseDocumentInput!) {
      saved: updateCaseDocument(id: $id, input: $input) { id }
    }
  `),
  remove: graphql(`
    mutation DeleteCaseDocument($id: ID!, $redirectTo: String) {
      result: deleteCaseDocument(id: $id, redirectTo: $redirectTo) { ok message }
    }
  `),
  restore: graphql(`
    mutation RestoreCaseDocument($ids: [ID!]!) {
      result: restoreCaseDocument(ids: $ids) { ok message }
    }
  `),
  purge: graphql(`
    mutation PurgeCaseDocument($ids: [ID!]!) {
      result: permanentlyDeleteCaseDocument(ids: $ids) { ok message }
    }
  `),
};
