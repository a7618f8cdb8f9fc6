// Written by `npm run codegen` from the documents declared beside it (web/codegen/resourceDocuments.ts): edit those, not this.
import { graphql } from '../../../gql';

export const SessionTemplateTypeFields = graphql(`
  fragment SessionTemplateTypeFields on SessionTemplateType {
    id
    name
    description
    status
  }
`);

export const sessionTemplateTypeDocuments = {
  list: graphql(`
    query SessionTemplateTypeList($page: PageInput, $filter: SessionTemplateTypeFilter) {
      page: sessionTemplateTypes(page: $page, filter: $filter) {
        pageInfo { ...PageInfoFields }
        nodes { ...SessionTemplateTypeFields }
      }
    }
  `),
  deleted: graphql(`
    query DeletedSessionTemplateTypeList($page: PageInput) {
      page: deletedSessionTemplateTypes(page: $page) {
        pageInfo { ...PageInfoFields }
        nodes { ...SessionTemplateTypeFields }
      }
    }
  `),
  one: graphql(`
    query SessionTemplateTypeRecord($id: ID!) {
      record: sessionTemplateType(id: $id) { ...SessionTemplateTypeFields }
    }
  `),
  create: graphql(`
    mutation CreateSessionTemplateType($input: SessionTemplateTypeInput!) {
      saved: createSessionTemplateType(input: $input) { id }
    }
  `),
  update: graphql(`
    mutation UpdateSessionTemplateType($id: ID!, $input: SessionTemplateTypeInput!) {
      saved: updateSessionTemplateType(id: $id, input: $input) { id }
    }
  `),
  remove: graphql(`
    mutation DeleteSessionTemplateType($id: ID!, $redirectTo: String) {
      result: deleteSessionTemplateType(id: $id, redirectTo: $redirectTo) { ok message }
    }
  `),
  restore: graphql(`
    mutation RestoreSessionTemplateType($ids: [ID!]!) {
      result: restoreSessionTemplateType(ids: $ids) { ok message }
    }
  `),
  purge: graphql(`
    mutation PurgeSessionTemplateType($ids: [ID!]!) {
      result: permanentlyDeleteSessionTemplateType(ids: $ids) { ok message }
    }
  `),
};
