import { graphql } from '../../gql';
// The common documents are written from resource.ts by `npm run codegen`.
export { locationDocuments } from './operations.generated';

export const LocationStateOptions = graphql(`
  query LocationStateOptions {
    options: states {
      id
      name
      code
    }
  }
`);

export const PlaceOfServiceOptions = graphql(`
  query PlaceOfServiceOptions {
    options: placesOfService {
      id
      code
      name
    }
  }
`);
