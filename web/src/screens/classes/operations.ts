import { graphql } from '../../gql';
// The common documents are written from resource.ts by `npm run codegen`.
export { classroomDocuments } from './operations.generated';

export const ClassStaffOptions = graphql(`
  query ClassStaffOptions {
    options: allStaffs(page: { perPage: 500, sortBy: ASC, sortField: "name" }) {
      nodes {
        id
        name
      }
    }
  }
`);

export const ClassStudentOptions = graphql(`
  query ClassStudentOptions {
    options: clientList {
      id
      firstName
      lastName
    }
  }
`);
