import { graphql } from '../../gql';
// The common documents are written from resource.ts by `npm run codegen`.
export { agencyDocuments } from './operations.generated';

export const AgencyFields = graphql(`
  fragment AgencyFields on Agency {
    id
    name
    email
    phone
    address
    city
    state
    zip
    status
  }
`);

export const AgencyStateOptions = graphql(`
  query AgencyStateOptions {
    options: states {
      id
      name
      code
    }
  }
`);
