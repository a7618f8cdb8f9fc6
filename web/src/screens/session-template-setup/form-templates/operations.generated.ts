// Written by `npm run codegen` from the documents declared beside it (web/codegen/resourceDocuments.ts): edit those, not this.
import { graphql } from '../../../gql';

export const SessionFormTemplateFields = graphql(`
  fragment SessionFormTemplateFields on SessionFormTemplate {
    id
    name
    sessionTemplateMasterId
    description
    requiresSignature
    status
    master { id name }
  }
`);

export const sessionFormTemplateDocuments = {
  list: graphql(`
    query SessionFormTemplateList($page: PageInput, $filter: SessionFormTemplateFilter) {
      page: sessionFormTemplates(page: $page, filter: $filter) {
        pageInfo { ...PageInfoFields }
        nodes { ...SessionFormTemplateFields }
      }
    }
  `),
  deleted: graphql(`
    query DeletedSessionFormTemplateList($page: PageInput) {
      page: deletedSessionFormTemplates(page: $page) {
        pageInfo { ...PageInfoFields }
        nodes { ...SessionFormTemplateFields }
      }
    }
  `),
  one: graphql(`
    query SessionFormTemplateRecord($id: ID!) {
      record: sessionFormTemplate(id: $id) { ...SessionFormTemplateFields }
    }
  `),
  create: graphql(`
    mutation CreateSessionFormTemplate($input: SessionFormTemplateInput!) {
      saved: createSessionFormTemplate(input: $input) { id }
    }
  `),
  update: graphql(`
    mutation UpdateSessionFormTemplate($id: ID!, $input: SessionFormTemplateInput!) {
      saved: updateSessionFormTemplate(id: $id, input: $input) { id }
    }
  `),
  remove: graphql(`
    mutation DeleteSessionFormTemplate($id: ID!, $redirectTo: String) {
      result: deleteSessionFormTemplate(id: $id, redirectTo: $redirectTo) { ok message }
    }
  `),
  restore: graphql(`
    mutation RestoreSessionFormTemplate($ids: [ID!]!) {
      result: restoreSessionFormTemplate(ids: $ids) { ok message }
    }
  `),
  purge: graphql(`
    mutation PurgeSessionFormTemplate($ids: [ID!]!) {
      result: permanentlyDeleteSessionFormTemplate(ids: $ids) { ok message }
    }
  `),
};
