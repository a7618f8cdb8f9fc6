// Written by `npm run codegen` from the documents declared beside it (web/codegen/resourceDocuments.ts): edit those, not this.
import { graphql } from '../../gql';

export const GroupFields = graphql(`
  fragment GroupFields on Group {
    id
    name
    description
    studentIds
    status
    students { id firstName lastName }
  }
`);

export const groupDocuments = {
  list: graphql(`
    query GroupList($page: PageInput, $filter: GroupFilter) {
      page: groups(page: $page, filter: $filter) {
        pageInfo { ...PageInfoFields }
        nodes { ...GroupFields }
      }
    }
  `),
  one: graphql(`
    query GroupRecord($id: ID!) {
      record: group(id: $id) { ...GroupFields }
    }
  `),
  create: graphql(`
    mutation CreateGroup($input: GroupInput!) {
      saved: createGroup(input: $input) { id }
    }
  `),
  update: graphql(`
    mutation UpdateGroup($id: ID!, $input: GroupInput!) {
      saved: updateGroup(id: $id, input: $input) { id }
    }
  `),
  remove: graphql(`
    mutation DeleteGroup($id: ID!, $redirectTo: String) {
      result: deleteGroup(id: $id, redirectTo: $redirectTo) { ok message }
    }
  `),
};
