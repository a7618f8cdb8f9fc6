import { graphql } from '../../gql';
// The common documents are written from resource.ts by `npm run codegen`.
export { parentDocuments } from './operations.generated';

export const ParentFields = graphql(`
  fragment ParentFields on Parent {
    id
    name
    firstName
    lastName
    email
    phone
    status
    address
    city
    state
    zip
    childCount
  }
`);
