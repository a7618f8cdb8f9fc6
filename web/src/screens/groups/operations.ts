import { graphql } from '../../gql';
// The common documents are written from resource.ts by `npm run codegen`.
export { groupDocuments } from './operations.generated';

export const GroupStudentOptions = graphql(`
  query GroupStudentOptions {
    options: clientList {
      id
      firstName
      lastName
    }
  }
`);
