import { graphql } from '../../gql';
// The common documents are written from resource.ts by `npm run codegen`.
export { roleDocuments } from './operations.generated';

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
