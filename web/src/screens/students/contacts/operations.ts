import { graphql } from '../../../gql';

export const StudentContactFields = graphql(`
  fragment StudentContactFields on StudentContact {
    id
    studentId
    contactType
    relationship
    firstName
    lastName
    email
    phone
    alternatePhone
    address
    city
    state
    zip
    schoolName
    isPrimary
    isEmergency
    canPickUp
    notes
  }
`);

export const StudentContactsQuery = graphql(`
  query StudentContacts($studentId: ID!) {
    rows: studentContacts(studentId: $studentId) {
      ...StudentContactFields
    }
  }
`);

export const StudentPersonalContactsQuery = graphql(`
  query StudentPersonalContacts($studentId: ID!) {
    rows: studentPersonalContacts(studentId: $studentId) {
      ...StudentContactFields
    }
  }
`);

export const StudentSchoolContactsQuery = graphql(`
  query StudentSchoolContacts($studentId: ID!) {
    rows: studentSchoolContacts(studentId: $studentId) {
      ...StudentContactFields
    }
  }
`);

export const StudentContactQuery = graphql(`
  query StudentContact($id: ID!) {
    record: studentContact(id: $id) {
      ...StudentContactFields
    }
  }
`);

export const CreateStudentContactMutation = graphql(`
  mutation CreateStudentContact($studentId: ID!, $input: StudentContactInput!) {
    saved: createStudentContact(studentId: $studentId, input: $input) {
      id
    }
  }
`);

export const UpdateStudentContactMutation = graphql(`
  mutation UpdateStudentContact($id: ID!, $input: StudentContactInput!) {
    saved: updateStudentContact(id: $id, input: $input) {
      id
    }
  }
`);

export const DeleteStudentContactMutation = graphql(`
  mutation DeleteStudentContact($id: ID!) {
    result: deleteStudentContact(id: $id) {
      ok
      message
    }
  }
`);

export const UpdateStudentContactEmailMutation = graphql(`
  mutation UpdateStudentContactEmail($id: ID!, $email: String!) {
    saved: updateStudentContactEmail(id: $id, email: $email) {
      id
      email
    }
  }
`);
