// The setup lists, each with add, edit and delete pages, and their screens. Names, addresses, titles and permission
// come from each resource's declaration.
import { assessmentCategories } from '../screens/assessments/categories/resource';
import { assessments } from '../screens/assessments/resource';
import { bcbaTasks } from '../screens/bcba-tasks/resource';
import { behaviorCategories } from '../screens/behavior-categories/resource';
import { billingCodes } from '../screens/billing-codes/resource';
import { certifications } from '../screens/certifications/resource';
import { checklistFormTemplates } from '../screens/checklists/form-templates/resource';
import { checklistMasters } from '../screens/checklists/masters/resource';
import { classes } from '../screens/classes/resource';
import { coverageTypes } from '../screens/coverage-types/resource';
import { diagnoses } from '../screens/diagnoses/resource';
import { dynamicFields } from '../screens/checklists/dynamic-fields/resource';
import { groupTemplateLessons } from '../screens/group-template-lessons/resource';
import { groups } from '../screens/groups/resource';
import { locations } from '../screens/locations/resource';
import { noteHelperCategories } from '../screens/note-helper-categories/resource';
import { programCategories } from '../screens/programs/categories/resource';
import { programTargetTypes } from '../screens/programs/target-types/resource';
import { programs } from '../screens/programs/resource';
import { promptCodes } from '../screens/prompt-codes/resource';
import { reinforcements } from '../screens/reinforcements/resource';
import { reminders } from '../screens/reminders/resource';
import { roles } from '../screens/roles/resource';
import { schools } from '../screens/schools/resource';
import { sessionFormTemplates } from '../screens/session-template-setup/form-templates/resource';
import { sessionTemplateMasters } from '../screens/session-template-setup/masters/resource';
import { sessionTemplateTypes } from '../screens/session-template-setup/types/resource';
import { sessionTemplates } from '../screens/session-templates/resource';
import { skillAreas } from '../screens/skill-areas/resource';
import { stageStatusMasters } from '../screens/stage-statuses/masters/resource';
import { stageStatuses } from '../screens/stage-statuses/resource';
import { staffTitles } from '../screens/staff-titles/resource';
import { targetAccuracy } from '../screens/target-accuracy/resource';
import { targetPromoCodes } from '../screens/target-promo-codes/resource';
import { resourceRoutes, screensOf } from './screens';
import type { AppRoute } from './types';

const rolePages = screensOf(() => import('../screens/roles'));
const schoolPages = screensOf(() => import('../screens/schools/pages'));
const schoolContactPages = screensOf(() => import('../screens/schools/contacts'));
const schoolHolidayPages = screensOf(() => import('../screens/schools/holidays'));

export const setupRoutes: AppRoute[] = [
  ...resourceRoutes(billingCodes, () => import('../screens/billing-codes')),
  ...resourceRoutes(diagnoses, () => import('../screens/diagnoses')),
  ...resourceRoutes(programs, () => import('../screens/programs')),
  ...resourceRoutes(programCategories, () => import('../screens/programs/categories')),
  ...resourceRoutes(certifications, () => import('../screens/certifications')),
  ...resourceRoutes(assessmentCategories, () => import('../screens/assessments/categories')),
  ...resourceRoutes(assessments, () => import('../screens/assessments')),
  ...resourceRoutes(stageStatusMasters, () => import('../screens/stage-statuses/masters')),
  ...resourceRoutes(stageStatuses, () => import('../screens/stage-statuses')),
  ...resourceRoutes(checklistMasters, () => import('../screens/checklists/masters')),
  ...resourceRoutes(dynamicFields, () => import('../screens/checklists/dynamic-fields')),
  ...resourceRoutes(checklistFormTemplates, () => import('../screens/checklists/form-templates')),
  ...resourceRoutes(roles, () => import('../screens/roles')),
  roles.page('/permissions', 'Permissions', { screen: rolePages('Permissions') }),
  ...resourceRoutes(staffTitles, () => import('../screens/staff-titles')),
  ...resourceRoutes(locations, () => import('../screens/locations')),
  ...resourceRoutes(sessionTemplateTypes, () => import('../screens/session-template-setup/types')),
  ...resourceRoutes(sessionTemplateMasters, () => import('../screens/session-template-setup/masters')),
  ...resourceRoutes(sessionFormTemplates, () => import('../screens/session-template-setup/form-templates')),
  ...resourceRoutes(reminders, () => import('../screens/reminders')),
  ...resourceRoutes(behaviorCategories, () => import('../screens/behavior-categories')),
  ...resourceRoutes(programTargetTypes, () => import('../screens/programs/target-types')),
  ...resourceRoutes(skillAreas, () => import('../screens/skill-areas')),
  ...resourceRoutes(bcbaTasks, () => import('../screens/bcba-tasks')),
  ...resourceRoutes(sessionTemplates, () => import('../screens/session-templates')),
  ...resourceRoutes(targetAccuracy, () => import('../screens/target-accuracy')),
  ...resourceRoutes(targetPromoCodes, () => import('../screens/target-promo-codes')),
  ...resourceRoutes(schools, () => import('../screens/schools')),
  schools.page('/school-principal/:school_id', 'School Principal', { screen: schoolPages('Principal') }),
  schools.page('/school-contacts/:school_id', 'School Contacts', { screen: schoolContactPages('List') }),
  schools.page('/school-holidays/:school_id', 'School Holidays', { screen: schoolHolidayPages('List') }),
  ...resourceRoutes(coverageTypes, () => import('../screens/coverage-types')),
  ...resourceRoutes(reinforcements, () => import('../screens/reinforcements')),
  ...resourceRoutes(groupTemplateLessons, () => import('../screens/group-template-lessons')),
  ...resourceRoutes(promptCodes, () => import('../screens/prompt-codes')),
  ...resourceRoutes(noteHelperCategories, () => import('../screens/note-helper-categories')),
  ...resourceRoutes(groups, () => import('../screens/groups')),
  ...resourceRoutes(classes, () => import('../screens/classes')),
];
