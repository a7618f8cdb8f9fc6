import { graphql } from '../../gql';

export const ErrorDescriptionList = graphql(`
  query ErrorDescriptionList($page: PageInput, $filter: ErrorDescriptionFilter) {
    page: errorDescriptions(page: $page, filter: $filter) {
      pageInfo {
        ...PageInfoFields
      }
      nodes {
        id
        source
        description
        count
        firstSeenAt
        lastSeenAt
      }
    }
  }
`);

export const ExportErrorDescriptions = graphql(`
  mutation ExportErrorDescriptions($page: PageInput, $filter: ErrorDescriptionFilter, $format: ExportFormat) {
    download: exportErrorDescriptions(page: $page, filter: $filter, format: $format) {
      url
      fileName
    }
  }
`);

export const CronJobFields = graphql(`
  fragment CronJobFields on CronJob {
    id
    name
    description
    schedule
    state
    lastRunAt
    nextRunAt
    lastError
  }
`);

export const CronJobList = graphql(`
  query CronJobList {
    cronJobs {
      ...CronJobFields
    }
  }
`);

export const RestartCron = graphql(`
  mutation RestartCron($id: ID!) {
    job: restartCron(id: $id) {
      ...CronJobFields
    }
  }
`);

export const MonitoredApplicationList = graphql(`
  query MonitoredApplicationList {
    applications: monitoredApplications {
      id
      name
      url
      kind
      state
      responseMs
      uptime
      lastCheckedAt
    }
  }
`);

export const ActivityHistoryList = graphql(`
  query ActivityHistoryList($page: PageInput, $filter: ActivityEntryFilter) {
    page: activityHistory(page: $page, filter: $filter) {
      pageInfo {
        ...PageInfoFields
      }
      nodes {
        id
        studentId
        studentName
        userName
        module
        action
        description
        createdAt
      }
    }
  }
`);
