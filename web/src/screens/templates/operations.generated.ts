// Written by `npm run codegen` from the documents declared beside it (web/codegen/resourceDocuments.ts): edit those, not this.
import { graphql } from '../../gql';

export const DocumentTemplateFields = graphql(`
  fragment DocumentTemplateFields on DocumentTemplate {
    id
    name
    description
    kind
    fileName
    fields
    pages { number width height }
    placements { field page x y fontSize }
    formFields
    reviewStatus
    commentCount
    status
    updatedAt
  }
`);

export const documentTemplateDocuments = {
  list: graphql(`
    query DocumentTemplateList($page: PageInput, $filter: DocumentTemplateFilter) {
      page: documentTemplates(page: $page, filter: $filter) {
        pageInfo { ...PageInfoFields }
        nodes { ...DocumentTemplateFields }
      }
    }
  `),
  deleted: graphql(`
    query DeletedDocumentTemplateList($page: PageInput) {
      page: deletedDocumentTemplates(page: $page) {
        pageInfo { ...PageInfoFields }
        nodes { ...DocumentTemplateFields }
      }
    }
  `),
  one: graphql(`
    query DocumentTemplateRecord($id: ID!) {
      record: documentTemplate(id: $id) { ...DocumentTemplateFields }
    }
  `),
  remove: graphql(`
    mutation DeleteDocumentTemplate($id: ID!, $redirectTo: String) {
      result: deleteDocumentTemplate(id: $id, redirectTo: $redirectTo) { ok message }
    }
  `),
  restore: graphql(`
    mutation RestoreDocumentTemplate($ids: [ID!]!) {
      result: restoreDocumentTemplate(ids: $ids) { ok message }
    }
  `),
  purge: graphql(`
    mutation PurgeDocumentTemplate($ids: [ID!]!) {
      result: permanentlyDeleteDocumentTemplate(ids: $ids) { ok message }
    }
  `),
};
