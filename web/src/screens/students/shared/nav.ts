// The per-student pages, grouped as the record's side navigation shows them.
export interface StudentNavLink {
  label: string;
  to: (studentId: string) => string;
  /** Shown only to those the route's guard lets in (a page for some kinds of user), as the menu hides its links. */
  guarded?: boolean;
}

export interface StudentNavGroup {
  label: string;
  links: StudentNavLink[];
}

export const studentNav: StudentNavGroup[] = [
  {
    label: 'Record',
    links: [
      { label: 'Profile', to: (id) => `/edit-student/${id}` },
      { label: 'Contacts', to: (id) => `/student-contacts/${id}` },
      { label: 'Availability', to: (id) => `/student-availability/${id}` },
      { label: 'Staff', to: (id) => `/student-staff/${id}` },
      { label: 'Settings', to: (id) => `/student-settings/${id}` },
      { label: 'Files', to: (id) => `/student-files/${id}` },
    ],
  },
  {
    label: 'Billing',
    links: [
      { label: 'Funders', to: (id) => `/student-funder/${id}` },
      { label: 'Authorizations', to: (id) => `/student-authorization/${id}` },
      { label: 'Billing calendar', to: (id) => `/student-billing-calendar/${id}` },
      { label: 'Sessions', to: (id) => `/student-sessions/${id}` },
    ],
  },
  {
    label: 'Clinical',
    links: [
      { label: 'Assessments', to: (id) => `/student-assessments/${id}` },
      { label: 'Diagnosis', to: (id) => `/student-diagnosis/${id}` },
      { label: 'Behaviors', to: (id) => `/student-behaviors/${id}` },
      { label: 'Programs', to: (id) => `/student-programs/${id}` },
      { label: 'Targets', to: (id) => `/student-programs/target-list/${id}` },
      { label: 'Goals', to: (id) => `/student-goals/${id}` },
      { label: 'Prompt codes', to: (id) => `/student-prompt-codes/${id}` },
      { label: 'Prompt schedule', to: (id) => `/student-prompt-schedule/${id}` },
      { label: 'Interval schedule', to: (id) => `/student-interval-schedule/${id}` },
    ],
  },
  {
    label: 'Data entry',
    links: [
      { label: 'Behavior data', to: (id) => `/student-data-entry/${id}` },
      { label: 'ABC data', to: (id) => `/student-data-entry/abc/${id}` },
      { label: 'Skill data', to: (id) => `/student-data-entry/skill/${id}` },
      { label: 'Skill data list', to: (id) => `/student-data-entry/skill-list/${id}` },
    ],
  },
  {
    label: 'Graphs',
    links: [
      { label: 'Behavior graph', to: (id) => `/graph/student-behavior?student_id=${id}` },
      { label: 'ABC graph', to: (id) => `/graph/abc-behavior?student_id=${id}` },
      { label: 'Skill graph', to: (id) => `/graph/student-skill-behavior?student_id=${id}` },
      { label: 'Celeration chart', to: (id) => `/graph/fluency-rate?student_id=${id}` },
    ],
  },
  {
    label: 'Other',
    links: [
      { label: 'Intake forms', to: (id) => `/student-intake-forms/${id}` },
      { label: 'Workflows', to: (id) => `/student-workflows/${id}` },
      { label: 'Activity history', to: (id) => `/student-activity-history/${id}` },
      { label: 'Access trail', to: (id) => `/student-access-trail/${id}`, guarded: true },
    ],
  },
];
