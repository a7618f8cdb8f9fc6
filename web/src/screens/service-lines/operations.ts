import { graphql } from '../../gql';
// The common documents and the spreadsheet ones are written from resource.ts by `npm run codegen`.
import { serviceLineCommonDocuments } from './operations.generated';

export const ServiceLineFields = graphql(`
  fragment ServiceLineFields on ServiceLine {
    id
    name
    code
    description
    status
  }
`);

export const serviceLineDocuments = serviceLineCommonDocuments;
