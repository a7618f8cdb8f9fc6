import { graphql } from '../../gql';
// The common documents are written from resource.ts by `npm run codegen`.
export { organizationDocuments } from './operations.generated';

export const OrganizationFields = graphql(`
  fragment OrganizationFields on Organization {
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

export const OrganizationStateOptions = graphql(`
  query OrganizationStateOptions {
    options: states {
      id
      name
      code
    }
  }
`);
