// Written by `npm run codegen` from the documents declared beside it (web/codegen/resourceDocuments.ts): edit those, not this.
import { graphql } from '../../gql';

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

export const locationDocuments = {
  list: graphql(`
    query LocationList($page: PageInput, $filter: LocationFilter) {
      page: locations(page: $page, filter: $filter) {
        pageInfo { ...PageInfoFields }
        nodes { ...LocationFields }
      }
    }
  `),
  deleted: graphql(`
    query DeletedLocationList($page: PageInput) {
      page: deletedLocations(page: $page) {
        pageInfo { ...PageInfoFields }
        nodes { ...LocationFields }
      }
    }
  `),
  one: graphql(`
    query LocationRecord($id: ID!) {
      record: location(id: $id) { ...LocationFields }
    }
  `),
  create: graphql(`
    mutation CreateLocation($input: LocationInput!) {
      saved: createLocation(input: $input) { id }
    }
  `),
  update: graphql(`
    mutation UpdateLocation($id: ID!, $input: LocationInput!) {
      saved: updateLocation(id: $id, input: $input) { id }
    }
  `),
  remove: graphql(`
    mutation DeleteLocation($id: ID!, $redirectTo: String) {
      result: deleteLocation(id: $id, redirectTo: $redirectTo) { ok message }
    }
  `),
  restore: graphql(`
    mutation RestoreLocation($ids: [ID!]!) {
      result: restoreLocation(ids: $ids) { ok message }
    }
  `),
  purge: graphql(`
    mutation PurgeLocation($ids: [ID!]!) {
      result: permanentlyDeleteLocation(ids: $ids) { ok message }
    }
  `),
};
