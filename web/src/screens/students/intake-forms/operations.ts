import { graphql } from '../../../gql';

export const IntakeFormFields = graphql(`
  fragment IntakeFormFields on IntakeForm {
    id
    title
    description
    status
    version
    submissionCount
    createdAt
    updatedAt
    fields {
      key
      label
      type
      required
      options
      helpText
    }
  }
`);
export const IntakeFormListQuery = graphql(`
  query IntakeFormList($page: PageInput, $filter: IntakeFormFilter) {
    page: intakeForms(page: $page, filter: $filter) {
      pageInfo {
        ...PageInfoFields
      }
      nodes {
        ...IntakeFormFields
      }
    }
  }
`);
export const IntakeFormQuery = graphql(`
  query IntakeFormRecord($id: ID!) {
    record: intakeForm(id: $id) {
      ...IntakeFormFields
    }
  }
`);
export const IntakeFormPreviewQuery = graphql(`
  query IntakeFormPreview($id: ID!) {
    form: intakeFormPreview(id: $id) {
      ...IntakeFormFields
    }
  }
`);
export const CreateIntakeFormMutation = graphql(`
  mutation CreateIntakeForm($input: IntakeFormInput!) {
    saved: createIntakeForm(input: $input) {
      id
    }
  }
`);
export const UpdateIntakeFormMutation = graphql(`
  mutation UpdateIntakeForm($id: ID!, $input: IntakeFormInput!) {
    saved: updateIntakeForm(id: $id, input: $input) {
      id
      version
    }
  }
`);
export const DeleteIntakeFormMutation = graphql(`
  mutation DeleteIntakeForm($id: ID!) {
    result: deleteIntakeForm(id: $id) {
      ok
      message
    }
  }
`);
export const CloneIntakeFormMutation = graphql(`
  mutation CloneIntakeForm($id: ID!) {
    saved: cloneIntakeForm(id: $id) {
      id
      title
    }
  }
`);
export const AllIntakeFormsOptions = graphql(`
  query AllIntakeFormsOptions {
    options: allIntakeForms {
      id
      title
    }
  }
`);

export const StudentIntakeFormFields = graphql(`
  fragment StudentIntakeFormFields on StudentIntakeForm {
    id
    studentId
    intakeFormId
    formTitle
    formVersion
    recipientName
    recipientEmail
    status
    dueDate
    sentAt
    submittedAt
    reviewedAt
    reviewNote
    guestPath
    fields {
      key
      label
      type
      required
      options
      helpText
    }
    answers {
      key
      value
    }
  }
`);
export const StudentIntakeFormsQuery = graphql(`
  query StudentIntakeForms($studentId: ID!) {
    rows: studentIntakeForms(studentId: $studentId) {
      ...StudentIntakeFormFields
    }
  }
`);
export const StudentIntakeFormQuery = graphql(`
  query StudentIntakeFormRecord($id: ID!) {
    record: studentIntakeForm(id: $id) {
      ...StudentIntakeFormFields
    }
  }
`);
export const SendStudentIntakeFormMutation = graphql(`
  mutation SendStudentIntakeForm($studentId: ID!, $input: SendIntakeFormInput!) {
    saved: sendStudentIntakeForm(studentId: $studentId, input: $input) {
      id
      guestPath
    }
  }
`);
export const UpdateStudentIntakeFormMutation = graphql(`
  mutation UpdateStudentIntakeForm($id: ID!, $input: StudentIntakeFormInput!) {
    saved: updateStudentIntakeForm(id: $id, input: $input) {
      id
    }
  }
`);
export const ExportStudentIntakeFormMutation = graphql(`
  mutation ExportStudentIntakeForm($id: ID!) {
    download: exportStudentIntakeForm(id: $id) {
      url
      fileName
    }
  }
`);
export const CheckStudentIntakeFormStatusMutation = graphql(`
  mutation CheckStudentIntakeFormStatus($id: ID!) {
    check: checkStudentIntakeFormStatus(id: $id) {
      id
      status
      canSubmit
      submittedAt
    }
  }
`);
export const SetStudentIntakeFormStatusMutation = graphql(`
  mutation SetStudentIntakeFormStatus($id: ID!, $status: IntakeFormStatus!, $note: String) {
    saved: setStudentIntakeFormStatus(id: $id, status: $status, note: $note) {
      id
      status
      reviewNote
    }
  }
`);

export const GuestIntakeFormQuery = graphql(`
  query GuestIntakeForm($token: String!) {
    form: guestIntakeForm(token: $token) {
      formTitle
      status
      canSubmit
      dueDate
      studentFirstName
      reviewNote
      fields {
        key
        label
        type
        required
        options
        helpText
      }
      answers {
        key
        value
      }
    }
  }
`);
export const SubmitGuestIntakeFormMutation = graphql(`
  mutation SubmitGuestIntakeForm($token: String!, $answers: [IntakeAnswerInput!]!) {
    form: submitGuestIntakeForm(token: $token, answers: $answers) {
      formTitle
      status
      canSubmit
    }
  }
`);
