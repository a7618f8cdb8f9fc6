// The calendar's documents: the appointments of the drawn days (one call, names resolved by the gateway), the filter
// options and the session types' colours, and the move of a dragged appointment: checked first, then saved.
import { graphql } from '../../../gql';

export const CalendarAppointmentFields = graphql(`
  fragment CalendarAppointmentFields on Appointment {
    id
    studentId
    staffId
    serviceId
    locationId
    sessionTypeId
    placeOfService
    makeUpForId
    startsAt
    endsAt
    date
    startTime
    endTime
    units
    status
    seriesId
    student {
      id
      name
    }
    staff {
      id
      name
    }
    service {
      id
      name
    }
    location {
      id
      name
    }
    sessionType {
      id
      name
      color
    }
    cancellation {
      type
      reason
    }
  }
`);

export const CalendarAppointmentsQuery = graphql(`
  query CalendarAppointments($filter: AppointmentFilter!) {
    appointments(filter: $filter) {
      ...CalendarAppointmentFields
    }
  }
`);

export const CalendarFilterOptionsQuery = graphql(`
  query CalendarFilterOptions {
    options: eventSessionFilter {
      staff {
        id
        name
      }
      locations {
        id
        name
      }
      services {
        id
        name
      }
    }
    sessionTypes: sessionTypeColors {
      id
      name
      color
    }
  }
`);

export const CalendarMoveCheckQuery = graphql(`
  query CalendarMoveCheck($input: AppointmentInput!, $appointmentId: ID!) {
    check: scheduleCheck(input: $input, appointmentId: $appointmentId, scope: THIS) {
      conflicts {
        kind
        message
        appointmentId
        startsAt
      }
    }
  }
`);

export const CalendarMoveMutation = graphql(`
  mutation CalendarMove($id: ID!, $input: AppointmentInput!) {
    appointment: updateAppointment(id: $id, input: $input, scope: THIS) {
      ...CalendarAppointmentFields
    }
  }
`);
