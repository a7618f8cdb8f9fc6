// Written by `npm run codegen` from the documents declared beside it (web/codegen/resourceDocuments.ts): edit those, not this.
import { graphql } from '../../gql';

export const ServiceFields = graphql(`
  fragment ServiceFields on Service {
    id
    name
    serviceLineId
    description
    unitMinutes
    status
    serviceLine { id name code }
  }
`);

export const serviceCommonDocuments = {
  list: graphql(`
    query ServiceList($page: PageInput, $filter: ServiceFilter) {
      page: services(page: $page, filter: $filter) {
        pageInfo { ...PageInfoFields }
        nodes { ...ServiceFields }
      }
    }
  `),
  deleted: graphql(`
    query DeletedServiceList($page: PageInput) {
      page: deletedServices(page: $page) {
        pageInfo { ...PageInfoFields }
        nodes { ...ServiceFields }
      }
    }
  `),
  one: graphql(`
    query ServiceRecord($id: ID!) {
      record: service(id: $id) { ...ServiceFields }
    }
  `),
  create: graphql(`
    mutation CreateService($input: ServiceInput!) {
      saved: createService(input: $input) { id }
    }
  `),
  update: graphql(`
    mutation UpdateService($id: ID!, $input: ServiceInput!) {
      saved: updateService(id: $id, input: $input) { id }
    }
  `),
  remove: graphql(`
    mutation DeleteService($id: ID!, $redirectTo: String) {
      result: deleteService(id: $id, redirectTo: $redirectTo) { ok message }
    }
  `),
  restore: graphql(`
    mutation RestoreService($ids: [ID!]!) {
      result: restoreService(ids: $ids) { ok message }
    }
  `),
  purge: graphql(`
    mutation PurgeService($ids: [ID!]!) {
      result: permanentlyDeleteService(ids: $ids) { ok message }
    }
  `),
  exportList: graphql(`
    mutation ExportServiceList($page: PageInput, $filter: ServiceFilter) {
      download: exportServices(page: $page, filter: $filter) { url fileName }
    }
  `),
  importFile: graphql(`
    mutation ImportServiceFile($file: Upload!) {
      summary: importServices(file: $file) { imported rejected errors { row message } }
    }
  `),
};
