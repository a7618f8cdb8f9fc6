import { graphql } from '../../gql';
// The common documents are written from resource.ts by `npm run codegen`.
export { agencyDocuments } from './operations.generated';

export const AgencyStateOptions = graphql(`
  query AgencyStateOptions {
    options: states {
      id
      name
      code
    }
  }
`);
