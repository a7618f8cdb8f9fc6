// Written by `npm run codegen` from the documents declared beside it (web/codegen/resourceDocuments.ts): edit those, not this.
import { graphql } from '../../gql';

export const ServiceLineFields = graphql(`
  fragment ServiceLineFields on ServiceLine {
    id
    name
    code
    description
    status
  }
`);

export const serviceLineCommonDocuments = {
  list: graphql(`
    query ServiceLineList($page: PageInput, $filter: ServiceLineFilter) {
      page: serviceLines(page: $page, filter: $filter) {
        pageInfo { ...PageInfoFields }
        nodes { ...ServiceLineFields }
      }
    }
  `),
  deleted: graphql(`
    query DeletedServiceLineList($page: PageInput) {
      page: deletedServiceLines(page: $page) {
        pageInfo { ...PageInfoFields }
        nodes { ...ServiceLineFields }
      }
    }
  `),
  one: graphql(`
    query ServiceLineRecord($id: ID!) {
      record: serviceLine(id: $id) { ...ServiceLineFields }
    }
  `),
  create: graphql(`
    mutation CreateServiceLine($input: ServiceLineInput!) {
      saved: createServiceLine(input: $input) { id }
    }
  `),
  update: graphql(`
    mutation UpdateServiceLine($id: ID!, $input: ServiceLineInput!) {
      saved: updateServiceLine(id: $id, input: $input) { id }
    }
  `),
  remove: graphql(`
    mutation DeleteServiceLine($id: ID!, $redirectTo: String) {
      result: deleteServiceLine(id: $id, redirectTo: $redirectTo) { ok message }
    }
  `),
  restore: graphql(`
    mutation RestoreServiceLine($ids: [ID!]!) {
      result: restoreServiceLine(ids: $ids) { ok message }
    }
  `),
  purge: graphql(`
    mutation PurgeServiceLine($ids: [ID!]!) {
      result: permanentlyDeleteServiceLine(ids: $ids) { ok message }
    }
  `),
  importFile: graphql(`
    mutation ImportServiceLineFile($file: Upload!) {
      summary: importServiceLines(file: $file) { imported rejected errors { row message } }
    }
  `),
};
