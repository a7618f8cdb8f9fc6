import { graphql } from '../../gql';
// The common documents are written from resource.ts by `npm run codegen`.
import { billingCodeCommonDocuments } from './operations.generated';

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
    funder {
      id
      name
    }
    service {
      id
      name
    }
  }
`);

export const billingCodeDocuments = {
  ...billingCodeCommonDocuments,
  exportList: graphql(`
    mutation ExportBillingCodeList($page: PageInput, $filter: BillingCodeFilter) {
      download: exportBillingCodes(page: $page, filter: $filter) {
        url
        fileName
      }
    }
  `),
  importFile: graphql(`
    mutation ImportBillingCodeFile($file: Upload!) {
      summary: importBillingCodes(file: $file) {
        imported
        rejected
        errors {
          row
          message
        }
      }
    }
  `),
};

export const BillingCodeFunderOptions = graphql(`
  query BillingCodeFunderOptions {
    options: allFunders {
      id
      name
    }
  }
`);

export const BillingCodeServiceOptions = graphql(`
  query BillingCodeServiceOptions {
    options: allServices {
      id
      name
    }
  }
`);
