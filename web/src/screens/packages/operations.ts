import { graphql } from '../../gql';
// The common documents are written from resource.ts by `npm run codegen`.
export { packageDocuments } from './operations.generated';

export const PackageFields = graphql(`
  fragment PackageFields on Package {
    id
    name
    description
    serviceIds
    weeklyHours
    price
    status
    services {
      id
      name
    }
  }
`);

export const PackageServiceOptions = graphql(`
  query PackageServiceOptions {
    options: allServices {
      id
      name
    }
  }
`);
