import { graphql } from '../../gql';
// The common documents and the spreadsheet ones are written from resource.ts by `npm run codegen`.
import { schoolCommonDocuments } from './operations.generated';

export const schoolDocuments = schoolCommonDocuments;

export const SchoolStateOptions = graphql(`
  query SchoolStateOptions {
    options: states {
      id
      name
      code
    }
  }
`);
