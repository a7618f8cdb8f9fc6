// Written by `npm run codegen` from the documents declared beside it (web/codegen/resourceDocuments.ts): edit those, not this.
import { graphql } from '../../gql';

export const BillingCodeFields = graphql(`
  fragment BillingCodeFields on BillingCode {
    id
    code
    modifier
    description
    rate
    units
    unitMinutes
    funderId
    serviceId
    status
    funder { id name }
    service { id name }
  }
`);

export const billingCodeCommonDocuments = {
  list: graphql(`
    query BillingCodeList($page: PageInput, $filter: BillingCodeFilter) {
      page: billingCodes(page: $page, filter: $filter) {
        pageInfo { ...PageInfoFields }
        nodes { ...BillingCodeFields }
      }
    }
  `),
  deleted: graphql(`
    query DeletedBillingCodeList($page: PageInput) {
      page: deletedBillingCodes(page: $page) {
        pageInfo { ...PageInfoFields }
        nodes { ...BillingCodeFields }
      }
    }
  `),
  one: graphql(`
    query BillingCodeRecord($id: ID!) {
      record: billingCode(id: $id) { ...BillingCodeFields }
    }
  `),
  create: graphql(`
    mutation CreateBillingCode($input: BillingCodeInput!) {
      saved: createBillingCode(input: $input) { id }
    }
  `),
  update: graphql(`
    mutation UpdateBillingCode($id: ID!, $input: BillingCodeInput!) {
      saved: updateBillingCode(id: $id, input: $input) { id }
    }
  `),
  remove: graphql(`
    mutation DeleteBillingCode($id: ID!, $redirectTo: String) {
      result: deleteBillingCode(id: $id, redirectTo: $redirectTo) { ok message }
    }
  `),
  restore: graphql(`
    mutation RestoreBillingCode($ids: [ID!]!) {
      result: restoreBillingCode(ids: $ids) { ok message }
    }
  `),
  purge: graphql(`
    mutation PurgeBillingCode($ids: [ID!]!) {
      result: permanentlyDeleteBillingCode(ids: $ids) { ok message }
    }
  `),
  exportList: graphql(`
    mutation ExportBillingCodeList($page: PageInput, $filter: BillingCodeFilter) {
      download: exportBillingCodes(page: $page, filter: $filter) { url fileName }
    }
  `),
  importFile: graphql(`
    mutation ImportBillingCodeFile($file: Upload!) {
      summary: importBillingCodes(file: $file) { imported rejected errors { row message } }
    }
  `),
};
