// The appointment form's documents: the pickers' options (one call), the student's authorized services, the check
// run before saving, the booking, its change and its cancellation.
import { graphql } from '../../gql';

export const AppointmentFormFields = graphql(`
  fragment AppointmentFormFields on Appointment {
    id
    studentId
    staffId
    serviceId
    locationId
    sessionTypeId
    placeOfService
    startsAt
    endsAt
    date
    startTime
    endTime
    units
    status
    seriesId
    makeUpForId
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
    cancellation {
      type
      reason
      cancelledAt
    }
    override {
      reason
      byName
      at
      kinds
    }
    noteStatus
    verificationStatus
    verifiedAt
    verifiedByName
    signRequestedAt
  }
`);

export const AppointmentOptionsQuery = graphql(`
  query AppointmentOptions {
    options: eventSessionFilter {
      staff {
        id
        name
      }
      students {
        id
        name
      }
      locations {
        id
        name
      }
      sessionTypes {
        id
        name
        color
      }
    }
  }
`);

export const StudentServicesQuery = graphql(`
  query AppointmentStudentServices($studentId: ID!) {
    authorizations: studentAuthorizations(studentId: $studentId) {
      id
      serviceId
      service {
        id
        name
      }
      startDate
      endDate
      status
      services {
        id
        serviceId
        service {
          id
          name
        }
      }
    }
  }
`);

export const AppointmentQuery = graphql(`
  query Appointment($id: ID!) {
    appointment(id: $id) {
      ...AppointmentFormFields
    }
  }
`);

export const ScheduleCheckQuery = graphql(`
  query AppointmentScheduleCheck($input: AppointmentInput!, $appointmentId: ID, $scope: AppointmentScope) {
    check: scheduleCheck(input: $input, appointmentId: $appointmentId, scope: $scope) {
      units
      canOverride
      conflicts {
        kind
        message
        appointmentId
        startsAt
      }
      occurrences {
        startsAt
        endsAt
        date
        units
        conflicts {
          kind
          message
          appointmentId
          startsAt
        }
      }
      authorization {
        id
        unitsAuthorized
        unitsUsed
        unitsScheduled
        unitsRemaining
        unitsRequested
        startDate
        endDate
      }
    }
  }
`);

export const CreateAppointmentMutation = graphql(`
  mutation CreateAppointment($input: AppointmentInput!) {
    appointment: createAppointment(input: $input) {
      ...AppointmentFormFields
    }
  }
`);

export const UpdateAppointmentMutation = graphql(`
  mutation UpdateAppointment($id: ID!, $input: AppointmentInput!, $scope: AppointmentScope) {
    appointment: updateAppointment(id: $id, input: $input, scope: $scope) {
      ...AppointmentFormFields
    }
  }
`);

export const CancelAppointmentMutation = graphql(`
  mutation CancelAppointment($id: ID!, $input: CancelAppointmentInput!, $scope: AppointmentScope) {
    appointment: cancelAppointment(id: $id, input: $input, scope: $scope) {
      ...AppointmentFormFields
    }
  }
`);
