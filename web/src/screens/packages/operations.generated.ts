// Written by `npm run codegen` from the documents declared beside it (web/codegen/resourceDocuments.ts): edit those, not this.
import { graphql } from '../../gql';

export const PackageFields = graphql(`
  fragment PackageFields on Package {
    id
    name
    description
    serviceIds
    weeklyHours
    price
    status
    services { id name }
  }
`);

export const packageDocuments = {
  list: graphql(`
    query PackageList($page: PageInput, $filter: PackageFilter) {
      page: packages(page: $page, filter: $filter) {
        pageInfo { ...PageInfoFields }
        nodes { ...PackageFields }
      }
    }
  `),
  one: graphql(`
    query PackageRecord($id: ID!) {
      record: package(id: $id) { ...PackageFields }
    }
  `),
  create: graphql(`
    mutation CreatePackage($input: PackageInput!) {
      saved: createPackage(input: $input) { id }
    }
  `),
  update: graphql(`
    mutation UpdatePackage($id: ID!, $input: PackageInput!) {
      saved: updatePackage(id: $id, input: $input) { id }
    }
  `),
  remove: graphql(`
    mutation DeletePackage($id: ID!, $redirectTo: String) {
      result: deletePackage(id: $id, redirectTo: $redirectTo) { ok message }
    }
  `),
};
