// The student list's writes and its other calls: the deleted list, the lifecycle, imports and exports. The page and
// the filter options, which the route starts before this chunk arrives, are in listQueries.ts.
import { graphql } from '../../../gql';

export const DeletedStudentListQuery = graphql(`
  query DeletedStudentList($page: PageInput) {
    page: deletedStudents(page: $page) {
      pageInfo {
        ...PageInfoFields
      }
      nodes {
        ...StudentRowFields
      }
    }
  }
`);

export const StudentImportStatusQuery = graphql(`
  query StudentImportStatus {
    status: studentImportStatus {
      pendingCount
      message
    }
  }
`);

export const DeleteStudentMutation = graphql(`
  mutation DeleteStudent($id: ID!, $redirectTo: String) {
    result: deleteStudent(id: $id, redirectTo: $redirectTo) {
      ok
      message
    }
  }
`);

export const RestoreStudentMutation = graphql(`
  mutation RestoreStudent($ids: [ID!]!) {
    result: restoreStudent(ids: $ids) {
      ok
      message
    }
  }
`);

export const PurgeStudentMutation = graphql(`
  mutation PurgeStudent($ids: [ID!]!) {
    result: permanentlyDeleteStudent(ids: $ids) {
      ok
      message
    }
  }
`);

export const ImportStudentsMutation = graphql(`
  mutation ImportStudentFile($file: Upload!) {
    summary: importStudents(file: $file) {
      imported
      rejected
      errors {
        row
        message
      }
    }
  }
`);

export const ExportStudentsMutation = graphql(`
  mutation ExportStudentList($filter: StudentFilter, $search: String, $sortBy: SortDirection, $sortField: String) {
    download: exportStudents(filter: $filter, search: $search, sortBy: $sortBy, sortField: $sortField, format: XLSX) {
      url
      fileName
    }
  }
`);

export const ExportStudentAuthorizationsMutation = graphql(`
  mutation ExportStudentAuthorizations($filter: StudentFilter, $search: String) {
    download: exportStudentAuthorizations(filter: $filter, search: $search) {
      url
      fileName
    }
  }
`);

/** What the form and the read-only profile both show as it is stored. */
export const StudentOwnFields = graphql(`
  fragment StudentOwnFields on Student {
    id
    firstName
    lastName
    middleName
    preferredName
    dob
    gender
    status
    clientCode
    email
    phone
    address
    city
    state
    zip
    primaryLanguage
    schoolName
    grade
    guardianName
    guardianPhone
    guardianEmail
    diagnosisCode
    intakeDate
    notes
  }
`);

export const StudentRecordQuery = graphql(`
  query StudentRecord($id: ID!) {
    record: student(id: $id) {
      ...StudentOwnFields
      agencyId
      funderIds
      staffIds
      serviceLineIds
      parentId
    }
  }
`);

/** The record as its read-only profile shows it: the related records by name, not by id. */
export const StudentProfileQuery = graphql(`
  query StudentProfile($id: ID!) {
    record: student(id: $id) {
      ...StudentOwnFields
      agency {
        id
        name
      }
      funders {
        id
        name
      }
      staff {
        id
        name
      }
      serviceLines {
        id
        name
      }
    }
  }
`);

export const CreateStudentMutation = graphql(`
  mutation CreateStudent($input: StudentInput!) {
    saved: createStudent(input: $input) {
      id
    }
  }
`);

export const UpdateStudentMutation = graphql(`
  mutation UpdateStudent($id: ID!, $input: StudentInput!) {
    saved: updateStudent(id: $id, input: $input) {
      id
    }
  }
`);

export const StudentAgencyOptions = graphql(`
  query StudentAgencyOptions {
    options: agencies(page: { perPage: 500, sortBy: ASC, sortField: "name" }) {
      nodes {
        id
        name
      }
    }
  }
`);

export const StudentFunderOptions = graphql(`
  query StudentFunderOptions {
    options: allFunders {
      id
      name
    }
  }
`);

export const StudentStaffOptions = graphql(`
  query StudentStaffOptions {
    options: allStaffs(page: { perPage: 100, sortBy: ASC, sortField: "name" }) {
      nodes {
        id
        name
      }
    }
  }
`);

export const StudentServiceLineOptions = graphql(`
  query StudentServiceLineOptions {
    options: allServiceLines {
      id
      name
    }
  }
`);
