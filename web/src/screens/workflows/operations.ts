import { graphql } from '../../gql';
// The common documents are written from resource.ts by `npm run codegen`.
export { workflowDocuments } from './operations.generated';

export const WorkflowStepFields = graphql(`
  fragment WorkflowStepFields on WorkflowStep {
    id
    type
    name
    description
    position
    offsetDays
    ownerType
    ownerId
    ownerName
    startTime
    durationMinutes
    templateId
    templateName
  }
`);

export const WorkflowAssignmentFields = graphql(`
  fragment WorkflowAssignmentFields on StudentWorkflow {
    id
    workflowId
    workflowName
    assignedType
    assignedId
    assignedName
    startDate
    status
    progress
    doneCount
    totalCount
    overdueCount
    dueDate
    assignedByName
    tasks {
      id
      stepId
      type
      name
      done
      dueDate
      overdue
      ownerName
      doneAt
      doneByName
      event {
        id
        date
        startTime
        endTime
      }
    }
  }
`);

export const WorkflowEditorQuery = graphql(`
  query WorkflowEditor($id: ID!) {
    workflow(id: $id) {
      ...WorkflowFields
      steps {
        ...WorkflowStepFields
      }
    }
  }
`);

export const WorkflowChoicesQuery = graphql(`
  query WorkflowChoices {
    staff: allStaffs {
      nodes {
        id
        name
      }
    }
    roles: allRoles {
      id
      name
    }
    templates: documentTemplates(page: { perPage: 200 }) {
      nodes {
        id
        name
      }
    }
  }
`);

export const CreateWorkflowWithSteps = graphql(`
  mutation CreateWorkflowWithSteps($input: WorkflowInput!) {
    saved: createWorkflow(input: $input) {
      id
    }
  }
`);

export const SaveWorkflowSteps = graphql(`
  mutation SaveWorkflowSteps($id: ID!, $input: WorkflowInput!) {
    saved: updateWorkflow(id: $id, input: $input) {
      ...WorkflowFields
      steps {
        ...WorkflowStepFields
      }
    }
  }
`);

export const WorkflowAssignmentsQuery = graphql(`
  query WorkflowAssignments($filter: WorkflowAssignmentFilter) {
    rows: workflowAssignments(filter: $filter) {
      ...WorkflowAssignmentFields
    }
  }
`);

export const AssignableQuery = graphql(`
  query WorkflowAssignable {
    students: allStudents {
      id
      firstName
      lastName
    }
    staff: allStaffs {
      nodes {
        id
        name
      }
    }
  }
`);

export const AssignWorkflow = graphql(`
  mutation AssignWorkflow($input: AssignWorkflowInput!) {
    saved: assignWorkflow(input: $input) {
      ...WorkflowAssignmentFields
    }
  }
`);

export const CompleteWorkflowStep = graphql(`
  mutation CompleteWorkflowStep($id: ID!, $input: CompleteWorkflowStepInput!) {
    saved: completeWorkflowStep(id: $id, input: $input) {
      ...WorkflowAssignmentFields
    }
  }
`);

export const RemindWorkflowStep = graphql(`
  mutation RemindWorkflowStep($input: ReminderInput!) {
    saved: createReminder(input: $input) {
      id
    }
  }
`);

export const WorkflowCalendarEventsQuery = graphql(`
  query WorkflowCalendarEvents($filter: WorkflowEventFilter!) {
    events: workflowEvents(filter: $filter) {
      id
      title
      assignedType
      assignedId
      assignedName
      startsAt
      endsAt
      done
    }
  }
`);

export const UnassignWorkflow = graphql(`
  mutation UnassignWorkflow($id: ID!) {
    result: unassignWorkflow(id: $id) {
      message
    }
  }
`);

export const RescheduleWorkflowEvent = graphql(`
  mutation RescheduleWorkflowEvent($id: ID!, $input: WorkflowEventMoveInput!) {
    saved: rescheduleWorkflowEvent(id: $id, input: $input) {
      id
      date
      startTime
      endTime
    }
  }
`);

export const CancelWorkflowEvent = graphql(`
  mutation CancelWorkflowEvent($id: ID!) {
    result: cancelWorkflowEvent(id: $id) {
      message
    }
  }
`);

export const WorkflowAssignmentQuery = graphql(`
  query WorkflowAssignment($id: ID!) {
    row: workflowAssignment(id: $id) {
      ...WorkflowAssignmentFields
    }
  }
`);

export const ScheduleWorkflowEvent = graphql(`
  mutation ScheduleWorkflowEvent($input: WorkflowEventInput!) {
    saved: scheduleWorkflowEvent(input: $input) {
      id
      date
      startTime
      endTime
    }
  }
`);
