import { graphql } from '../../gql';
// The common documents are written from resource.ts by `npm run codegen`.
export { organizationDocuments } from './operations.generated';

export const OrganizationStateOptions = graphql(`
  query OrganizationStateOptions {
    options: states {
      id
      name
      code
    }
  }
`);
