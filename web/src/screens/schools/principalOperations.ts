import { graphql } from '../../gql';

export const SchoolPrincipalRecord = graphql(`
  query SchoolPrincipalRecord($schoolId: ID!) {
    school(id: $schoolId) {
      id
      name
    }
    principal: schoolPrincipal(schoolId: $schoolId) {
      schoolId
      name
      email
      phone
      updatedAt
    }
  }
`);

export const SaveSchoolPrincipal = graphql(`
  mutation SaveSchoolPrincipal($schoolId: ID!, $input: SchoolPrincipalInput!) {
    saved: saveSchoolPrincipal(schoolId: $schoolId, input: $input) {
      schoolId
      name
      email
      phone
      updatedAt
    }
  }
`);

export const SchoolName = graphql(`
  query SchoolName($id: ID!) {
    school(id: $id) {
      id
      name
    }
  }
`);
