import { graphql } from '../../gql';
// The common documents are written from resource.ts by `npm run codegen`.
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

export const serviceLineDocuments = {
  ...serviceLineCommonDocuments,
  importFile: graphql(`
    mutation ImportServiceLineFile($file: Upload!) {
      summary: importServiceLines(file: $file) {
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
