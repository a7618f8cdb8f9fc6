import { graphql } from '../../gql';

export const RethinkSessionList = graphql(`
  query RethinkSessionList($page: PageInput, $filter: RethinkSessionFilter) {
    page: rethinkSessions(page: $page, filter: $filter) {
      pageInfo {
        ...PageInfoFields
      }
      nodes {
        id
        externalId
        studentId
        studentName
        staffName
        serviceLine
        service
        date
        startTime
        endTime
        units
        status
        failureReason
        importedAt
      }
    }
  }
`);

export const RethinkFilterOptions = graphql(`
  query RethinkFilterOptions {
    serviceLines: allServiceLines {
      id
      name
    }
    services: allServices {
      id
      name
      serviceLineId
    }
  }
`);

export const RunRethinkImporter = graphql(`
  mutation RunRethinkImporter($dateFrom: Date!, $dateTo: Date!) {
    result: runRethinkImporter(dateFrom: $dateFrom, dateTo: $dateTo) {
      dateFrom
      dateTo
      received
      imported
      failed
      skipped
    }
  }
`);

export const RethinkDays = graphql(`
  query RethinkDays($dateFrom: Date!, $dateTo: Date!) {
    days: rethinkDays(dateFrom: $dateFrom, dateTo: $dateTo) {
      date
      imported
      failed
      reasons {
        reason
        count
      }
    }
  }
`);
