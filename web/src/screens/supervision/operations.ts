// Supervision's operations: a month of every RBT's figures, one RBT's last twelve months, the forecast of a booking
// and the month's export. The figures are the gateway's (worked out from the appointments); the screens only show them.
import { graphql } from '../../gql';

export const SupervisionMonthFields = graphql(`
  fragment SupervisionMonthFields on SupervisionMonth {
    staffId
    staff {
      id
      name
    }
    month
    serviceHoursDelivered
    serviceHoursBooked
    supervisedHoursDelivered
    supervisedHoursBooked
    contacts
    individualContacts
    contactsHeld
    percentSoFar
    percentProjected
    hoursNeeded
    daysLeft
    met
    shortOf
    supervisorIds
    supervisors {
      id
      name
    }
  }
`);

export const SupervisionMonthQuery = graphql(`
  query SupervisionMonth($month: String) {
    supervisionMonth(month: $month) {
      ...SupervisionMonthFields
    }
  }
`);

/** This month's figures as the staff list asks for them (its flags, its behind view and its route alike): the gateway's
 * default month, each failed field's error shown in place. */
export const thisMonthRequest = { variables: { month: null }, context: { errorsInPlace: true } } as const;

export const SupervisionYearQuery = graphql(`
  query SupervisionYear($staffId: ID!) {
    supervisionYear(staffId: $staffId) {
      ...SupervisionMonthFields
    }
  }
`);

export const SupervisionForecastQuery = graphql(`
  query SupervisionForecast($staffId: ID!, $startsAt: DateTime!, $endsAt: DateTime!) {
    forecast: supervisionForecast(staffId: $staffId, startsAt: $startsAt, endsAt: $endsAt) {
      staffId
      month
      percentBefore
      percentAfter
      below
      hoursNeeded
      supervisorSlots {
        supervisorId
        supervisor {
          id
          name
        }
        startsAt
        endsAt
      }
    }
  }
`);

export const ExportSupervisionMutation = graphql(`
  mutation ExportSupervision($month: String!, $format: SupervisionExportFormat!) {
    download: exportSupervision(month: $month, format: $format) {
      url
      fileName
    }
  }
`);
