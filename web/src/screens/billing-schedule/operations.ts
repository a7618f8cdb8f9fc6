// The billing schedule's documents: a page of billed sessions, the totals and filter options of the filter, and
// the export.
import { graphql } from '../../gql';

export const BillingScheduleQuery = graphql(`
  query BillingSchedule($filter: BillingScheduleFilter, $page: PageInput) {
    page: billingSchedule(filter: $filter, page: $page) {
      pageInfo {
        ...PageInfoFields
      }
      nodes {
        id
        date
        weekday
        startTime
        endTime
        minutes
        units
        status
        studentName
        staffName
        serviceName
        serviceLineName
        hcode
        locationName
        placeOfService
        sessionType
      }
    }
  }
`);

export const BillingScheduleSummaryQuery = graphql(`
  query BillingScheduleSummary($filter: BillingScheduleFilter) {
    summary: billingScheduleSummary(filter: $filter) {
      totals {
        sessions
        units
        minutes
        hours
      }
      options {
        students {
          id
          name
        }
        services {
          id
          name
        }
        serviceLines {
          id
          name
        }
        locations {
          id
          name
        }
        placesOfService
        types
      }
    }
  }
`);

export const ExportBillingScheduleMutation = graphql(`
  mutation ExportBillingSchedule($filter: BillingScheduleFilter, $format: ExportFormat) {
    download: exportBillingSchedule(filter: $filter, format: $format) {
      url
      fileName
    }
  }
`);
