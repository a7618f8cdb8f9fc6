import { graphql } from '../../gql';
// The common documents are written from resource.ts by `npm run codegen`.
export { packageDocuments } from './operations.generated';

export const PackageServiceOptions = graphql(`
  query PackageServiceOptions {
    options: allServices {
      id
      name
    }
  }
`);
