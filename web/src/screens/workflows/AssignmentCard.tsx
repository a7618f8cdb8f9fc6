// One assigned workflow: progress as done of total with its bar, overdue steps flagged (due before today and not
// done), each step with its due date and owner; ticking a step completes it (the API records who and when), and a
// step not done can be given a reminder on its due date, and a calendar event step rescheduled, cancelled or scheduled
// again, by whoever may work on the assignment (the API decides who that is, as it does for completing a step).
// Whoever designs workflows ('certification-add') may also unassign it.
import { Button, Checkbox, ProgressBar } from '@blueprintjs/core';
import { Tag } from '../../kit/Tag';
import { useWrite } from '../../kit';
import type { WorkflowAssignmentFieldsFragment } from '../../gql/graphql';
import { usDate } from '../students/shared/format';
import { usDateTime } from '../students/shared/formatDateTime';
import { usePermissions } from '../../session';
import { EventActions } from './EventActions';
import { CompleteWorkflowStep, RemindWorkflowStep } from './operations';
import { workflows } from './resource';
import { stepTypeLabel } from './steps';
import { UnassignButton } from './UnassignButton';
import './workflows.css';
import { readableTimeRange } from '../../dates/timeOfDay';

export interface AssignmentCardProps {
  assignment: WorkflowAssignmentFieldsFragment;
  /** The card's heading: the workflow's name on a person's page, the person's on the workflow's. */
  title: string;
}

export function AssignmentCard({ assignment, title }: AssignmentCardProps) {
  const complete = useWrite(CompleteWorkflowStep);
  const remind = useWrite(RemindWorkflowStep);
  const done = assignment.doneCount ?? 0;
  const total = assignment.totalCount ?? assignment.tasks.length;
  const overdue = assignment.overdueCount ?? 0;
  const mayUnassign = usePermissions().hasPermission(workflows.permission);
  return (
    <section className="workflow-assignment" aria-label={`${title}, ${done} of ${total} done`}>
      <div className="workflow-assignment-heading">
        <h4>{title}</h4>
        {mayUnassign && <UnassignButton id={assignment.id} title={title} />}
      </div>
      <div className="workflow-assignment-summary">
        <Tag intent={assignment.status === 'Completed' ? 'success' : assignment.status === 'In Progress' ? 'primary' : 'none'}>
          {assignment.status}
        </Tag>
        <span>
          {done} of {total} done
        </span>
        {overdue > 0 && (
          <Tag intent="danger" icon="warning-sign">
            {overdue} overdue
          </Tag>
        )}
        <span className="kit-muted">
          from {usDate(assignment.startDate)} to {usDate(assignment.dueDate)}
        </span>
      </div>
      <ProgressBar
        value={total === 0 ? 0 : done / total}
        stripes={false}
        animate={false}
        intent={overdue > 0 ? 'danger' : 'primary'}
        aria-label={`${done} of ${total} steps done`}
      />
      <ul className="workflow-assignment-tasks">
        {assignment.tasks.map((task) => (
          <li key={task.stepId ?? task.name} className="workflow-assignment-task">
            <Checkbox
              checked={task.done}
              disabled={complete.pending || !task.stepId}
              aria-label={`${task.name} done`}
              onChange={(event) => {
                if (task.stepId)
                  void complete.run(
                    { id: assignment.id, input: { stepId: task.stepId, done: event.currentTarget.checked } },
                    event.currentTarget.checked ? `${task.name} done.` : `${task.name} reopened.`,
                  );
              }}
            />
            <div>
              <div>
                {task.name} <span className="kit-muted">({stepTypeLabel(task.type)})</span>{' '}
                {task.overdue && (
                  <Tag minimal intent="danger">
                    Overdue
                  </Tag>
                )}
              </div>
              <div className="kit-muted workflow-task-meta">
                Due {usDate(task.dueDate)}
                {task.event && ` at ${readableTimeRange(task.event.startTime, task.event.endTime)}`}
                {task.ownerName && ` · ${task.ownerName}`}
                {task.done && ` · done by ${task.doneByName ?? 'someone'} on ${usDateTime(task.doneAt)}`}
              </div>
            </div>
            <div className="workflow-task-actions">
              {!task.done && task.type === 'calendar_event' && task.stepId && (
                <EventActions
                  assignmentId={assignment.id}
                  step={{ stepId: task.stepId, name: task.name, dueDate: task.dueDate }}
                  event={task.event ?? null}
                />
              )}
              {!task.done && task.dueDate && (
                <Button
                  variant="minimal"
                  icon="notifications"
                  disabled={remind.pending}
                  aria-label={`Remind about ${task.name} on its due date`}
                  onClick={() =>
                    void remind.run(
                      {
                        input: {
                          title: `${assignment.workflowName}: ${task.name}`,
                          message: `${task.name} for ${assignment.assignedName ?? 'the assignee'} is due on ${usDate(task.dueDate)}.`,
                          recipientType: 'Staff',
                          channel: 'email',
                          frequency: 'once',
                          startDate: task.dueDate,
                          sendTime: '08:00',
                          status: 1,
                        },
                      },
                      `Reminder set for ${usDate(task.dueDate)}.`,
                    )
                  }
                />
              )}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
