// Written by `npm run codegen` from the documents declared beside it (web/codegen/resourceDocuments.ts): edit those, not this.
import { graphql } from '../../gql';

export const RoleFields = graphql(`
  fragment RoleFields on Role {
    id
    name
    description
    status
    permissionIds
    permissions { id label subLabel method }
  }
`);

export const roleDocuments = {
  list: graphql(`
    query RoleList($page: PageInput, $filter: RoleFilter) {
      page: roles(page: $page, filter: $filter) {
        pageInfo { ...PageInfoFields }
        nodes { ...RoleFields }
      }
    }
  `),
  one: graphql(`
    query RoleRecord($id: ID!) {
      record: role(id: $id) { ...RoleFields }
    }
  `),
  create: graphql(`
    mutation CreateRole($input: RoleInput!) {
      saved: createRole(input: $input) { id }
    }
  `),
  update: graphql(`
    mutation UpdateRole($id: ID!, $input: RoleInput!) {
      saved: updateRole(id: $id, input: $input) { id }
    }
  `),
  remove: graphql(`
    mutation DeleteRole($id: ID!, $redirectTo: String) {
      result: deleteRole(id: $id, redirectTo: $redirectTo) { ok message }
    }
  `),
};
