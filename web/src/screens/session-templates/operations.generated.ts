// Written by `npm run codegen` from the documents declared beside it (web/codegen/resourceDocuments.ts): edit those, not this.
import { graphql } from '../../gql';

export const SessionTemplateFields = graphql(`
  fragment SessionTemplateFields on SessionTemplate {
    id
    name
    description
    sourceType
    hcodes
    guardianSignatureRequired
    status
    verificationStatus
    updatedAt
  }
`);

export const sessionTemplateDocuments = {
  list: graphql(`
    query SessionTemplateList($page: PageInput, $filter: SessionTemplateFilter) {
      page: sessionTemplates(page: $page, filter: $filter) {
        pageInfo { ...PageInfoFields }
        nodes { ...SessionTemplateFields }
      }
    }
  `),
  deleted: graphql(`
    query DeletedSessionTemplateList($page: PageInput) {
      page: deletedSessionTemplates(page: $page) {
        pageInfo { ...PageInfoFields }
        nodes { ...SessionTemplateFields }
      }
    }
  `),
  one: graphql(`
    query SessionTemplateRecord($id: ID!) {
      record: sessionTemplate(id: $id) { ...SessionTemplateFields }
    }
  `),
  create: graphql(`
    mutation CreateSessionTemplate($input: SessionTemplateInput!) {
      saved: createSessionTemplate(input: $input) { id }
    }
  `),
  update: graphql(`
    mutation UpdateSessionTemplate($id: ID!, $input: SessionTemplateInput!) {
      saved: updateSessionTemplate(id: $id, input: $input) { id }
    }
  `),
  remove: graphql(`
    mutation DeleteSessionTemplate($id: ID!, $redirectTo: String) {
      result: deleteSessionTemplate(id: $id, redirectTo: $redirectTo) { ok message }
    }
  `),
  restore: graphql(`
    mutation RestoreSessionTemplate($ids: [ID!]!) {
      result: restoreSessionTemplate(ids: $ids) { ok message }
    }
  `),
  purge: graphql(`
    mutation PurgeSessionTemplate($ids: [ID!]!) {
      result: permanentlyDeleteSessionTemplate(ids: $ids) { ok message }
    }
  `),
};
