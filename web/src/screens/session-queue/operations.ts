import { graphql } from '../../gql';

export const SessionGenerationFields = graphql(`
  fragment SessionGenerationFields on SessionGeneration {
    reportId
    monthYear
    total
    queued
    generating
    done
    failed
    skipped
    finished
    failures {
      entryId
      sessionId
      studentName
      sessionDate
      reason
    }
  }
`);

export const SessionReportQueueEntryFields = graphql(`
  fragment SessionReportQueueEntryFields on SessionReportQueueEntry {
    id
    reportId
    sessionId
    studentId
    studentName
    staffName
    hcode
    sessionDate
    startTime
    endTime
    units
    status
    reason
    generatedByName
    pageCount
    url
  }
`);

export const SessionReportQueueList = graphql(`
  query SessionReportQueueList($page: PageInput, $filter: SessionReportQueueFilter) {
    page: sessionReportQueue(page: $page, filter: $filter) {
      pageInfo {
        ...PageInfoFields
      }
      nodes {
        ...SessionReportQueueEntryFields
      }
    }
  }
`);

export const SessionGenerationQuery = graphql(`
  query SessionGeneration($reportId: ID!) {
    generation: sessionGeneration(reportId: $reportId) {
      ...SessionGenerationFields
    }
  }
`);

export const GenerateSessionNotesMutation = graphql(`
  mutation GenerateSessionNotes($input: GenerateSessionNotesInput!) {
    started: generateSessionNotes(input: $input) {
      message
      generation {
        ...SessionGenerationFields
      }
    }
  }
`);

export const RegenerateSessionReportsMutation = graphql(`
  mutation RegenerateSessionReports($ids: [ID!]!) {
    started: regenerateSessionReports(ids: $ids) {
      message
      generation {
        ...SessionGenerationFields
      }
    }
  }
`);

export const DeleteSessionReportQueueEntryMutation = graphql(`
  mutation DeleteSessionReportQueueEntry($id: ID!) {
    result: deleteSessionReportQueueEntry(id: $id) {
      ok
      message
    }
  }
`);

export const ExportGeneratedSessionNotesMutation = graphql(`
  mutation ExportGeneratedSessionNotes($reportId: ID!) {
    download: exportGeneratedSessionNotes(reportId: $reportId) {
      url
      fileName
    }
  }
`);

export const MergedSessionReportFields = graphql(`
  fragment MergedSessionReportFields on MergedSessionReport {
    id
    name
    studentNames
    entryIds
    pageCount
    url
    createdByName
    createdAt
  }
`);

export const MergedSessionReportList = graphql(`
  query MergedSessionReportList($page: PageInput) {
    page: mergedSessionReports(page: $page) {
      pageInfo {
        ...PageInfoFields
      }
      nodes {
        ...MergedSessionReportFields
      }
    }
  }
`);

export const MergeSessionReportsMutation = graphql(`
  mutation MergeSessionReports($input: MergeSessionReportsInput!) {
    merged: mergeSessionReports(input: $input) {
      ...MergedSessionReportFields
    }
  }
`);

export const DeleteMergedSessionReportMutation = graphql(`
  mutation DeleteMergedSessionReport($id: ID!) {
    result: deleteMergedSessionReport(id: $id) {
      ok
      message
    }
  }
`);

export const PendingTargetSessionList = graphql(`
  query PendingTargetSessionList($page: PageInput, $filter: PendingTargetSessionFilter) {
    page: pendingTargetSessions(page: $page, filter: $filter) {
      pageInfo {
        ...PageInfoFields
      }
      nodes {
        id
        sessionId
        studentId
        studentName
        staffName
        date
        startTime
        endTime
        hcode
        targetsInTraining
      }
    }
  }
`);

export const SessionNoteStudentOptions = graphql(`
  query SessionNoteStudentOptions {
    options: clientList {
      id
      firstName
      lastName
    }
  }
`);

export const FaxRecipientOptions = graphql(`
  query FaxRecipientOptions {
    options: faxRecipients(page: { perPage: 500, sortField: "name", sortBy: ASC }) {
      nodes {
        id
        name
        faxNumber
      }
    }
  }
`);

export const SendFaxMutation = graphql(`
  mutation SendFax($input: SendFaxInput!) {
    fax: sendFax(input: $input) {
      id
      status
      recipientName
    }
  }
`);

export const ImportSessionDataMutation = graphql(`
  mutation ImportSessionData($file: Upload!) {
    summary: importSessionData(file: $file) {
      imported
      rejected
      errors {
        row
        message
      }
    }
  }
`);
