import { graphql } from '../../gql';
// The common documents and the spreadsheet ones are written from resource.ts by `npm run codegen`.
import { billingCodeCommonDocuments } from './operations.generated';

export const billingCodeDocuments = billingCodeCommonDocuments;

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
