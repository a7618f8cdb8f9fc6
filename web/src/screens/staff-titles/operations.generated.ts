// Written by `npm run codegen` from the documents declared beside it (web/codegen/resourceDocuments.ts): edit those, not this.
import { graphql } from '../../gql';

export const StaffTitleFields = graphql(`
  fragment StaffTitleFields on StaffTitle {
    id
    name
    description
    status
  }
`);

export const staffTitleDocuments = {
  list: graphql(`
    query StaffTitleList($page: PageInput, $filter: StaffTitleFilter) {
      page: staffTitles(page: $page, filter: $filter) {
        pageInfo { ...PageInfoFields }
        nodes { ...StaffTitleFields }
      }
    }
  `),
  one: graphql(`
    query StaffTitleRecord($id: ID!) {
      record: staffTitle(id: $id) { ...StaffTitleFields }
    }
  `),
  create: graphql(`
    mutation CreateStaffTitle($input: StaffTitleInput!) {
      saved: createStaffTitle(input: $input) { id }
    }
  `),
  update: graphql(`
    mutation UpdateStaffTitle($id: ID!, $input: StaffTitleInput!) {
      saved: updateStaffTitle(id: $id, input: $input) { id }
    }
  `),
  remove: graphql(`
    mutation DeleteStaffTitle($id: ID!, $redirectTo: String) {
      result: deleteStaffTitle(id: $id, redirectTo: $redirectTo) { ok message }
    }
  `),
};
