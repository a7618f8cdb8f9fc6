import { graphql } from '../../gql';
// The common documents are written from resource.ts by `npm run codegen`.
export { groupDocuments } from './operations.generated';

export const GroupFields = graphql(`
  fragment GroupFields on Group {
    id
    name
    description
    studentIds
    status
    students {
      id
      firstName
      lastName
    }
  }
`);

export const GroupStudentOptions = graphql(`
  query GroupStudentOptions {
    options: clientList {
      id
      firstName
      lastName
    }
  }
`);
