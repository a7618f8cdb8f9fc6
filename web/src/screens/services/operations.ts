import { graphql } from '../../gql';
// The common documents and the spreadsheet ones are written from resource.ts by `npm run codegen`.
import { serviceCommonDocuments } from './operations.generated';

export const serviceDocuments = serviceCommonDocuments;

export const ServiceLineChoices = graphql(`
  query ServiceLineChoices {
    options: allServiceLines {
      id
      name
      code
    }
  }
`);
