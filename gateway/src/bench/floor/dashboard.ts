// The floor's dashboard: the web client's Dashboard operation as an office administrator sends it (every section but
// the caller's own authorizations), fields in the listed operation's order with the __typename the web client asks
// for. Authorization and credential standings are the gateway's own arithmetic.
import { standingOfRecord } from '../../areas/student-authorizations/arithmetic.js';
import { groupAttention, type AuthorizationGroup } from '../../areas/student-authorizations/attention.js';
import { credentialAttention } from '../../areas/staff/attention.js';
import { dashboardShownRows } from '../queries.js';
import { idsOf, servicesById, staffById, studentsById, type ById } from './relations.js';
import { id, idName, value } from './shape.js';
import { credentialAlert } from './staff.js';
import { pageQuery, rowsOf, type Api, type Row } from './upstream.js';

export interface DashboardAsk {
  today: string;
  notesSince: string;
  me: string;
}

const total = (page: unknown, typename: string) => ({
  pageInfo: { total: value((page as Row).total), __typename: 'PageInfo' },
  __typename: typename,
});

function authorization(entry: Row, students: ById) {
  return {
    authorizationNumber: value(entry.authorization_number),
    endDate: value(entry.end_date),
    id: id(entry.id),
    student: idName(students, entry.student_id, 'Student'),
    studentId: id(entry.student_id),
    totalUnits: value(entry.total_units),
    unitsRemaining: standingOfRecord(entry).unitsRemaining,
    __typename: 'StudentAuthorization',
  };
}

function attentionGroup(group: AuthorizationGroup, students: ById) {
  return {
    ...(group.days !== null && { days: group.days }),
    rows: group.rows.map((entry) => authorization(entry, students)),
    total: group.total,
    __typename: 'AuthorizationGroup',
  };
}

function coverageProblem(check: Row) {
  const coverage = check.coverage as Row | null | undefined;
  return {
    coverage: coverage
      ? {
          active: value(coverage.active),
          endDate: value(coverage.end_date),
          endingSoon: value(coverage.ending_soon),
          __typename: 'EligibilityCoverage',
        }
      : null,
    funderName: value(check.funder_name),
    id: id(check.id),
    studentId: id(check.student_id),
    studentName: value(check.student_name),
    __typename: 'EligibilityCheck',
  };
}

function overdueWorkflow(assignment: Row) {
  return {
    assignedId: id(assignment.assigned_id),
    assignedName: value(assignment.assigned_name),
    assignedType: value(assignment.assigned_type),
    doneCount: value(assignment.done_count),
    id: id(assignment.id),
    overdueCount: value(assignment.overdue_count),
    totalCount: value(assignment.total_count),
    workflowName: value(assignment.workflow_name),
    __typename: 'StudentWorkflow',
  };
}

/** Every active staff member, page after page (the first tells how many pages), as the gateway reads them. */
async function activeStaff(api: Api) {
  const page = (number: number) =>
    api.get('users', new URLSearchParams({ page: String(number), per_page: '500', sort_by: 'desc', status: '1' }).toString());
  const opening = await page(1);
  const lastPage = Number((opening as Row).last_page);
  const rest = await Promise.all(
    Array.from({ length: Number.isInteger(lastPage) && lastPage > 1 ? lastPage - 1 : 0 }, (_, index) => page(index + 2)),
  );
  return credentialAttention([opening, ...rest].flatMap(rowsOf), dashboardShownRows);
}

export async function dashboard(api: Api, ask: DashboardAsk): Promise<unknown> {
  const queue = (status: string) => api.get('session-form-template-report-queues', pageQuery(50, { status }));
  const todays = api.post('appointments-filter', { from: ask.today, to: ask.today, staff_ids: null }).then(rowsOf);
  const toSign = api.post('appointments-filter', { from: ask.notesSince, to: ask.today, staff_ids: [ask.me], statuses: ['Completed'] }).then(rowsOf);
  const authorizations = api
    .get('student-auth-by-params', new URLSearchParams({ date: ask.today }).toString())
    .then((answer) => groupAttention(rowsOf(answer), dashboardShownRows, ask.today));
  // The students of each section are one batch of their own, asked when that section's call has answered, as the
  // gateway's resolvers ask for them; an id or a list asked twice in one request is one call (the Api's per-request GETs).
  const students = {
    today: studentsById(api, idsOf(todays, 'student_id')),
    toSign: studentsById(api, idsOf(toSign, 'student_id')),
    authorizations: studentsById(
      api,
      idsOf(
        authorizations.then((groups) => [...groups.ending, groups.lowUnits].flatMap((group) => group.rows)),
        'student_id',
      ),
    ),
  };
  const [
    services,
    staff,
    [todayStudents, signingStudents, authorizationStudents],
    today,
    signing,
    notification,
    coverage,
    practice,
    workflows,
    queued,
    generating,
    failed,
    members,
    active,
    unread,
  ] = await Promise.all([
    servicesById(api, idsOf(todays, 'service_id')),
    staffById(api, idsOf(todays, 'staff_id')),
    Promise.all([students.today, students.toSign, students.authorizations]),
    todays,
    toSign,
    api.whole('staff-file-notification'),
    api.get('eligibility/check', pageQuery(50, { latest: '1', problem: '1' })),
    authorizations,
    api.get('assign-workflow', 'overdue=1&mine=1').then(rowsOf),
    queue('queued'),
    queue('generating'),
    queue('failed'),
    activeStaff(api),
    api.get('student', pageQuery(50, { status: '1' })),
    api.get('message-unread-count'),
  ]);
  const document = notification as Row | null;
  return {
    dashboard: {
      today: today.map((appointment) => ({
        endTime: value(appointment.end_time),
        id: id(appointment.id),
        service: idName(services, appointment.service_id, 'Service'),
        staff: idName(staff, appointment.staff_id, 'User'),
        startTime: value(appointment.start_time),
        status: value(appointment.status),
        student: idName(todayStudents, appointment.student_id, 'Student'),
        __typename: 'Appointment',
      })),
      toSign: signing.map((appointment) => ({
        date: value(appointment.date),
        id: id(appointment.id),
        noteStatus: value(appointment.note_status),
        startTime: value(appointment.start_time),
        student: idName(signingStudents, appointment.student_id, 'Student'),
        __typename: 'Appointment',
      })),
      authorizations: {
        ending: practice.ending.map((group) => attentionGroup(group, authorizationStudents)),
        lowUnits: attentionGroup(practice.lowUnits, authorizationStudents),
        __typename: 'AuthorizationAttention',
      },
      documentNotification: {
        message: value(document?.message),
        pendingFileCount: value(document?.pending_file_count),
        __typename: 'DocumentNotification',
      },
      coverage: { nodes: rowsOf(coverage).map(coverageProblem), ...total(coverage, 'EligibilityCheckPage') },
      overdueWorkflows: workflows.map(overdueWorkflow),
      queued: total(queued, 'SessionReportQueueEntryPage'),
      generating: total(generating, 'SessionReportQueueEntryPage'),
      failed: total(failed, 'SessionReportQueueEntryPage'),
      staff: {
        activeStaff: members.activeStaff,
        rows: members.rows.map((member) => ({
          credentialAlert: credentialAlert(member, 'sorted'),
          id: id(member.id),
          name: value(member.name),
          __typename: 'StaffMember',
        })),
        total: members.total,
        __typename: 'StaffCredentialAttention',
      },
      activeStudents: total(active, 'StudentPage'),
      unreadMessageCount: value((unread as Row | null)?.unread),
      __typename: 'Dashboard',
    },
  };
}
