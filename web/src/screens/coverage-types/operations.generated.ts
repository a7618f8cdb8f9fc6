// Written by `npm run codegen` from the documents declared beside it (web/codegen/resourceDocuments.ts): edit those, not this.
import { graphql } from '../../gql';

export const CoverageTypeFields = graphql(`
  fragment CoverageTypeFields on CoverageType {
    id
    name
    description
    status
  }
`);

export const coverageTypeDocuments = {
  list: graphql(`
    query CoverageTypeList($page: PageInput, $filter: CoverageTypeFilter) {
      page: coverageTypes(page: $page, filter: $filter) {
        pageInfo { ...PageInfoFields }
        nodes { ...CoverageTypeFields }
      }
    }
  `),
  deleted: graphql(`
    query DeletedCoverageTypeList($page: PageInput) {
      page: deletedCoverageTypes(page: $page) {
        pageInfo { ...PageInfoFields }
        nodes { ...CoverageTypeFields }
      }
    }
  `),
  one: graphql(`
    query CoverageTypeRecord($id: ID!) {
      record: coverageType(id: $id) { ...CoverageTypeFields }
    }
  `),
  create: graphql(`
    mutation CreateCoverageType($input: CoverageTypeInput!) {
      saved: createCoverageType(input: $input) { id }
    }
  `),
  update: graphql(`
    mutation UpdateCoverageType($id: ID!, $input: CoverageTypeInput!) {
      saved: updateCoverageType(id: $id, input: $input) { id }
    }
  `),
  remove: graphql(`
    mutation DeleteCoverageType($id: ID!, $redirectTo: String) {
      result: deleteCoverageType(id: $id, redirectTo: $redirectTo) { ok message }
    }
  `),
  restore: graphql(`
    mutation RestoreCoverageType($ids: [ID!]!) {
      result: restoreCoverageType(ids: $ids) { ok message }
    }
  `),
  purge: graphql(`
    mutation PurgeCoverageType($ids: [ID!]!) {
      result: permanentlyDeleteCoverageType(ids: $ids) { ok message }
    }
  `),
};
