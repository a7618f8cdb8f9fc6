import { graphql } from '../../gql';
// The common documents and the spreadsheet ones are written from resource.ts by `npm run codegen`.
import { schoolCommonDocuments } from './operations.generated';

export const SchoolFields = graphql(`
  fragment SchoolFields on School {
    id
    name
    schoolType
    district
    email
    phone
    address
    city
    state
    zip
    status
  }
`);

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
