import { graphql } from '../../gql';
// The common documents are written from resource.ts by `npm run codegen`.
export { locationDocuments } from './operations.generated';

export const LocationFields = graphql(`
  fragment LocationFields on Location {
    id
    name
    address
    city
    state
    zip
    phone
    placeOfService
    status
  }
`);

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
