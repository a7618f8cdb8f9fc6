import { graphql } from '../../../gql';

export const StaffStudentsQuery = graphql(`
  query StaffStudentList($staffId: ID!) {
    staffStudents(staffId: $staffId) {
      id
      studentId
      studentName
      role
      startDate
      isPrimary
    }
  }
`);

export const StaffSchoolsQuery = graphql(`
  query StaffSchoolList($userId: ID!) {
    assigned: staffSchools(userId: $userId) {
      id
      schoolId
    }
    schools: schoolList {
      id
      name
      district
    }
  }
`);

export const SetStaffSchoolsMutation = graphql(`
  mutation SetStaffSchools($userId: ID!, $schoolIds: [ID!]!) {
    saved: setStaffSchools(userId: $userId, schoolIds: $schoolIds) {
      id
      schoolId
    }
  }
`);
