import { graphql } from '../../gql';

export const GroupScheduleFields = graphql(`
  fragment GroupScheduleFields on GroupSchedule {
    id
    name
    staffId
    locationId
    serviceId
    recurrenceType
    days
    startTime
    endTime
    startDate
    endDate
    unitsPerSession
    occurrenceCount
    upcomingCount
    studentIds
    notes
    staff {
      id
      name
    }
    location {
      id
      name
    }
    service {
      id
      name
    }
    students {
      id
      firstName
      lastName
    }
  }
`);

export const groupScheduleDocuments = {
  list: graphql(`
    query GroupScheduleList($page: PageInput, $filter: GroupScheduleFilter) {
      page: groupSchedules(page: $page, filter: $filter) {
        pageInfo {
          ...PageInfoFields
        }
        nodes {
          ...GroupScheduleFields
        }
      }
    }
  `),
  one: graphql(`
    query GroupScheduleRecord($id: ID!) {
      record: groupSchedule(id: $id) {
        ...GroupScheduleFields
      }
    }
  `),
  create: graphql(`
    mutation CreateGroupSchedule($input: GroupScheduleInput!) {
      saved: createGroupSchedule(input: $input) {
        id
      }
    }
  `),
  update: graphql(`
    mutation UpdateGroupSchedule($id: ID!, $input: GroupScheduleInput!) {
      saved: updateGroupSchedule(id: $id, input: $input) {
        id
      }
    }
  `),
  remove: graphql(`
    mutation DeleteGroupSchedule($id: ID!, $redirectTo: String) {
      result: deleteGroupSchedule(id: $id, redirectTo: $redirectTo) {
        ok
        message
      }
    }
  `),
};

export const GroupScheduleStaffOptions = graphql(`
  query GroupScheduleStaffOptions {
    options: allStaffs(page: { perPage: 500, sortBy: ASC, sortField: "name" }) {
      nodes {
        id
        name
      }
    }
  }
`);

export const GroupScheduleLocationOptions = graphql(`
  query GroupScheduleLocationOptions {
    options: allLocations {
      id
      name
    }
  }
`);

export const GroupScheduleServiceOptions = graphql(`
  query GroupScheduleServiceOptions {
    options: allServices {
      id
      name
    }
  }
`);

export const GroupScheduleStudentOptions = graphql(`
  query GroupScheduleStudentOptions {
    options: clientList {
      id
      firstName
      lastName
    }
  }
`);

export const GroupScheduleStudentChecks = graphql(`
  fragment GroupScheduleStudentCheckFields on GroupScheduleStudentCheck {
    studentId
    assigned
    assignable
    reasons
    authorizationNumber
    authorizationStartDate
    authorizationEndDate
    unitsAuthorized
    unitsUsed
    unitsScheduled
    unitsRemaining
    unitsNeeded
    conflicts {
      date
      startTime
      endTime
      message
    }
  }
`);

export const CheckGroupScheduleStudentsQuery = graphql(`
  query CheckGroupScheduleStudents($groupScheduleId: ID!, $studentIds: [ID!]!) {
    checks: checkGroupScheduleStudents(groupScheduleId: $groupScheduleId, studentIds: $studentIds) {
      ...GroupScheduleStudentCheckFields
    }
  }
`);

export const AssignGroupScheduleStudentsMutation = graphql(`
  mutation AssignGroupScheduleStudents($groupScheduleId: ID!, $studentIds: [ID!]!) {
    saved: assignGroupScheduleStudents(groupScheduleId: $groupScheduleId, studentIds: $studentIds) {
      id
      studentIds
    }
  }
`);
