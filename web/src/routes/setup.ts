// The setup lists (seed 000 section 2 "Setup lists"), each with add, edit and delete pages.
import { area, setupList } from './define';
import type { AppRoute } from './types';

const roles = area({ label: 'Roles', to: '/roles' }, { permission: 'role-list' });
const titles = area({ label: 'Staff Titles', to: '/user-group' }, { permission: 'role-list' });
const schools = area({ label: 'Schools', to: '/school' }, { permission: 'School' });
const noteHelper = area({ label: 'Note Helper Categories', to: '/session-form/category' }, { permission: 'behavior-list' });
const groups = area({ label: 'Groups', to: '/groups' }, { permission: 'organization-list' });
const classes = area({ label: 'Classes', to: '/classes' }, { permission: 'Classes' });

export const setupRoutes: AppRoute[] = [
  ...setupList('billing-code', 'Billing Codes', 'Billing Code', 'hcodes-list', { importPage: true }),
  ...setupList('diagnosis', 'Diagnoses', 'Diagnosis', 'diagnosis-list', { importPage: true }),
  ...setupList('program', 'Programs', 'Program', 'program-list', { importPage: true }),
  ...setupList('certification', 'Certifications', 'Certification', 'certification-list', { importPage: true }),
  ...setupList('assessment-category', 'Assessment Categories', 'Assessment Category', 'assessments-category-list'),
  ...setupList('assessment', 'Assessments', 'Assessment', 'assessments-list'),
  ...setupList('stage-status-master', 'Stage Status Master', 'Stage Status Master', 'stage-status-master-list'),
  ...setupList('stage-status', 'Stage Status', 'Stage Status', 'stage-status-list'),
  ...setupList('checklist-master', 'Checklist Master', 'Checklist Master', 'checklist-masters-list'),
  ...setupList('dynamic-field', 'Dynamic Fields', 'Dynamic Field', 'dynamic-fields-list'),
  ...setupList('checklist-form-template', 'Checklist Form Templates', 'Checklist Form Template', 'checklist-form-template-list'),
  roles('/roles', 'Roles'),
  roles('/permissions', 'Permissions'),
  roles('/add-role', 'Add Role'),
  roles('/edit-role/:role_id', 'Edit Role'),
  titles('/user-group', 'Staff Titles'),
  titles('/user-group/add', 'Add Staff Title'),
  titles('/user-group/edit/:group_id', 'Edit Staff Title'),
  ...setupList('location', 'Locations', 'Location', 'location-list'),
  ...setupList('session-type', 'Session Types', 'Session Type', 'session-template-type-list'),
  ...setupList('session-master', 'Session Masters', 'Session Master', 'session-template-master-list'),
  ...setupList('session-form', 'Session Forms', 'Session Form', 'session-form-template-list'),
  ...setupList('reminder', 'Reminders', 'Reminder', 'Message'),
  ...setupList('behavior-category', 'Behavior Categories', 'Behavior Category', 'behavior-list'),
  ...setupList('program-target-type', 'Program Target Types', 'Program Target Type', 'program-list'),
  ...setupList('skill-area', 'Skill Areas', 'Skill Area', 'hcodes-list', { importPage: true }),
  ...setupList('bcba-task', 'BCBA Tasks', 'BCBA Task', 'hcodes-list', { importPage: true }),
  ...setupList('session-template', 'Session Templates', 'Session Template', 'hcodes-list'),
  ...setupList('target-accuracy', 'Target Accuracy', 'Target Accuracy', 'hcodes-list'),
  ...setupList('target-promo-code', 'Target Promo Code', 'Target Promo Code', 'hcodes-list'),
  ...setupList('school', 'Schools', 'School', 'School', { importPage: true }),
  schools('/school-principal/:school_id', 'School Principal'),
  schools('/school-contacts/:school_id', 'School Contacts'),
  schools('/school-holidays/:school_id', 'School Holidays'),
  ...setupList('coverage-type', 'Coverage Types', 'Coverage Type', 'certification-list'),
  ...setupList('reinforcement', 'Reinforcement Categories', 'Reinforcement Category', 'certification-list'),
  ...setupList('group-template-lesson', 'Group Template Lesson Categories', 'Group Template Lesson Category', 'certification-list'),
  ...setupList('prompt-code', 'Prompt Codes', 'Prompt Code', 'certification-list'),
  noteHelper('/session-form/category/:parent_id?', 'Note Helper Categories'),
  groups('/groups', 'Groups'),
  groups('/groups/add', 'Add Group'),
  groups('/groups/edit/:group_id', 'Edit Group'),
  classes('/classes', 'Classes'),
  classes('/classes/add', 'Add Class'),
  classes('/classes/edit/:class_id', 'Edit Class'),
];
