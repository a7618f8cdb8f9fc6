import { graphql } from '../../gql';
// The common documents are written from resource.ts by `npm run codegen`.
export { roleDocuments } from './operations.generated';

export const RoleFields = graphql(`
  fragment RoleFields on Role {
    id
    name
    description
    status
    permissionIds
    permissions {
      id
      label
      subLabel
      method
    }
  }
`);

export const PermissionCatalogue = graphql(`
  query PermissionCatalogue {
    items: allPermissions {
      id
      label
      subLabel
      method
    }
  }
`);
