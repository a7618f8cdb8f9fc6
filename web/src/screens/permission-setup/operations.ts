import { graphql } from '../../gql';

export const PermissionModuleList = graphql(`
  query PermissionModuleList {
    modules: permissionModules {
      id
      label
      menus {
        subLabel
        methods
      }
      updatedAt
    }
  }
`);

export const PermissionNameCheck = graphql(`
  query PermissionNameCheck($name: String!, $updateId: ID) {
    check: permissionNameCheck(name: $name, updateId: $updateId) {
      name
      available
      message
    }
  }
`);

export const SavePermissionModule = graphql(`
  mutation SavePermissionModule($input: PermissionModuleInput!) {
    saved: savePermissionModule(input: $input) {
      id
      label
      menus {
        subLabel
        methods
      }
    }
  }
`);
