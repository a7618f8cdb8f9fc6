// Written by `npm run codegen` from the documents declared beside it (web/codegen/resourceDocuments.ts): edit those, not this.
import { graphql } from '../../gql';

export const ClassFields = graphql(`
  fragment ClassFields on Class {
    id
    name
    grade
    room
    staffId
    studentIds
    status
    staff { id name }
    students { id firstName lastName }
  }
`);

export const classroomDocuments = {
  list: graphql(`
    query ClassList($page: PageInput, $filter: ClassFilter) {
      page: classes(page: $page, filter: $filter) {
        pageInfo { ...PageInfoFields }
        nodes { ...ClassFields }
      }
    }
  `),
  one: graphql(`
    query ClassRecord($id: ID!) {
      record: class(id: $id) { ...ClassFields }
    }
  `),
  create: graphql(`
    mutation CreateClass($input: ClassInput!) {
      saved: createClass(input: $input) { id }
    }
  `),
  update: graphql(`
    mutation UpdateClass($id: ID!, $input: ClassInput!) {
      saved: updateClass(id: $id, input: $input) { id }
    }
  `),
  remove: graphql(`
    mutation DeleteClass($id: ID!, $redirectTo: String) {
      result: deleteClass(id: $id, redirectTo: $redirectTo) { ok message }
    }
  `),
};
