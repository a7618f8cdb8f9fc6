// The note page's documents: the note of a session with everything the page shows, its writes, and the session's
// files. Every write answers the whole note, so the page shows what the API kept.
import { graphql } from '../../gql';

export const SessionNoteFieldsFragment = graphql(`
  fragment SessionNoteFields on SessionNote {
    id
    sessionId
    status
    templateId
    templateName
    studentId
    studentName
    staffId
    staffName
    canWrite
    serviceName
    hcode
    date
    startTime
    endTime
    units
    sessionStatus
    requiresGuardianSignature
    completedAt
    completedByName
    updatedAt
    pdfUrl
    fields {
      key
      label
      kind
      required
      options
      prefill
      answer
    }
    signatures {
      role
      name
      signedAt
      method
      url
    }
    checks {
      kind
      message
      blocking
    }
    addenda {
      id
      authorId
      authorName
      createdAt
      text
    }
  }
`);

export const SessionNoteQuery = graphql(`
  query SessionNote($sessionId: ID!) {
    sessionNote(sessionId: $sessionId) {
      ...SessionNoteFields
    }
  }
`);

export const SaveSessionNoteMutation = graphql(`
  mutation SaveSessionNote($input: SessionNoteSaveInput!) {
    saveSessionNote(input: $input) {
      ...SessionNoteFields
    }
  }
`);

export const SignSessionNoteMutation = graphql(`
  mutation SignSessionNote($input: SessionNoteSignInput!) {
    signSessionNote(input: $input) {
      ...SessionNoteFields
    }
  }
`);

export const CompleteSessionNoteMutation = graphql(`
  mutation CompleteSessionNote($input: SessionNoteCompleteInput!) {
    completeSessionNote(input: $input) {
      ...SessionNoteFields
    }
  }
`);

export const AddSessionNoteAddendumMutation = graphql(`
  mutation AddSessionNoteAddendum($sessionId: ID!, $text: String!) {
    addSessionNoteAddendum(sessionId: $sessionId, text: $text) {
      ...SessionNoteFields
    }
  }
`);

export const SessionFilesQuery = graphql(`
  query SessionFiles($sessionId: ID!) {
    sessionFiles(sessionId: $sessionId) {
      id
      sessionId
      name
      fileName
      mimeType
      size
      url
      uploadedBy
      createdAt
    }
  }
`);

export const UploadSessionFilesMutation = graphql(`
  mutation UploadSessionFiles($sessionId: ID!, $files: [Upload!]!) {
    uploadSessionFiles(sessionId: $sessionId, files: $files) {
      id
      sessionId
      name
      fileName
      mimeType
      size
      url
      uploadedBy
      createdAt
    }
  }
`);

export const RemoveSessionFileMutation = graphql(`
  mutation RemoveSessionFile($id: ID!) {
    removeSessionFile(id: $id) {
      ok
      message
    }
  }
`);
