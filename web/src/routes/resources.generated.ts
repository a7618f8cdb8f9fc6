// Written by `npm run codegen` from every src/screens/**/resource.ts (web/codegen/resourceRegistry.ts): declare a resource there, not here.
import { agencies } from '../screens/agencies/resource';
import { assessmentCategories } from '../screens/assessments/categories/resource';
import { assessments } from '../screens/assessments/resource';
import { bcbaTasks } from '../screens/bcba-tasks/resource';
import { behaviorCategories } from '../screens/behavior-categories/resource';
import { billingCodes } from '../screens/billing-codes/resource';
import { certifications } from '../screens/certifications/resource';
import { checklistFormTemplates } from '../screens/checklists/form-templates/resource';
import { checklistMasters } from '../screens/checklists/masters/resource';
import { classes } from '../screens/classes/resource';
import { conversionTemplates } from '../screens/goal-generator/resource';
import { coverageTypes } from '../screens/coverage-types/resource';
import { diagnoses } from '../screens/diagnoses/resource';
import { dynamicFields } from '../screens/checklists/dynamic-fields/resource';
import { faxRecipients } from '../screens/fax/resource';
import { funderPlans } from '../screens/funders/plans/resource';
import { funders } from '../screens/funders/resource';
import { goalActivities } from '../screens/goal-activity/resource';
import { goalAttributes } from '../screens/goal-attributes/resource';
import { goalHeadersV1 } from '../screens/goal-headers/v1/resource';
import { goalHeadersV2 } from '../screens/goal-headers/v2/resource';
import { goalHeadersV3 } from '../screens/goal-headers/v3/resource';
import { groups } from '../screens/groups/resource';
import { groupSchedules } from '../screens/group-schedules/resource';
import { groupTemplateLessons } from '../screens/group-template-lessons/resource';
import { labelSettings } from '../screens/staff-documents/resource';
import { locations } from '../screens/locations/resource';
import { noteHelperCategories } from '../screens/note-helper-categories/resource';
import { organizations } from '../screens/organizations/resource';
import { packages } from '../screens/packages/resource';
import { parents } from '../screens/parents/resource';
import { programCategories } from '../screens/programs/categories/resource';
import { programs } from '../screens/programs/resource';
import { programTargetTypes } from '../screens/programs/target-types/resource';
import { promptCodes } from '../screens/prompt-codes/resource';
import { reinforcements } from '../screens/reinforcements/resource';
import { reminders } from '../screens/reminders/resource';
import { roles } from '../screens/roles/resource';
import { schools } from '../screens/schools/resource';
import { serviceLines } from '../screens/service-lines/resource';
import { services } from '../screens/services/resource';
import { sessionFormTemplates } from '../screens/session-template-setup/form-templates/resource';
import { sessionTemplateMasters } from '../screens/session-template-setup/masters/resource';
import { sessionTemplates } from '../screens/session-templates/resource';
import { sessionTemplateTypes } from '../screens/session-template-setup/types/resource';
import { skillAreas } from '../screens/skill-areas/resource';
import { staffMembers } from '../screens/staff/resource';
import { staffTitles } from '../screens/staff-titles/resource';
import { stageStatuses } from '../screens/stage-statuses/resource';
import { stageStatusMasters } from '../screens/stage-statuses/masters/resource';
import { targetAccuracy } from '../screens/target-accuracy/resource';
import { targetPromoCodes } from '../screens/target-promo-codes/resource';
import { workflows } from '../screens/workflows/resource';
import type { Resource, ResourcePage } from './resource';
import { resourceRoutes } from './screens';
import type { AppRoute } from './types';

/** Every declared resource, in the order of their folders. */
export const declaredResources: readonly Pick<Resource<ResourcePage>, 'menu' | 'listPath' | 'superAdminOnly' | 'permission'>[] = [
  agencies,
  assessments,
  assessmentCategories,
  bcbaTasks,
  behaviorCategories,
  billingCodes,
  certifications,
  dynamicFields,
  checklistFormTemplates,
  checklistMasters,
  classes,
  coverageTypes,
  diagnoses,
  faxRecipients,
  funders,
  funderPlans,
  goalActivities,
  goalAttributes,
  conversionTemplates,
  goalHeadersV1,
  goalHeadersV2,
  goalHeadersV3,
  groupSchedules,
  groupTemplateLessons,
  groups,
  locations,
  noteHelperCategories,
  organizations,
  packages,
  parents,
  programs,
  programCategories,
  programTargetTypes,
  promptCodes,
  reinforcements,
  reminders,
  roles,
  schools,
  serviceLines,
  services,
  sessionFormTemplates,
  sessionTemplateMasters,
  sessionTemplateTypes,
  sessionTemplates,
  skillAreas,
  staffMembers,
  labelSettings,
  staffTitles,
  stageStatuses,
  stageStatusMasters,
  targetAccuracy,
  targetPromoCodes,
  workflows,
];

/** Every page of every declared resource, each opening its page of the screen module beside the declaration. */
export const declaredResourceRoutes: AppRoute[] = [
  ...resourceRoutes(agencies, () => import('../screens/agencies')),
  ...resourceRoutes(assessments, () => import('../screens/assessments')),
  ...resourceRoutes(assessmentCategories, () => import('../screens/assessments/categories')),
  ...resourceRoutes(bcbaTasks, () => import('../screens/bcba-tasks')),
  ...resourceRoutes(behaviorCategories, () => import('../screens/behavior-categories')),
  ...resourceRoutes(billingCodes, () => import('../screens/billing-codes')),
  ...resourceRoutes(certifications, () => import('../screens/certifications')),
  ...resourceRoutes(dynamicFields, () => import('../screens/checklists/dynamic-fields')),
  ...resourceRoutes(checklistFormTemplates, () => import('../screens/checklists/form-templates')),
  ...resourceRoutes(checklistMasters, () => import('../screens/checklists/masters')),
  ...resourceRoutes(classes, () => import('../screens/classes')),
  ...resourceRoutes(coverageTypes, () => import('../screens/coverage-types')),
  ...resourceRoutes(diagnoses, () => import('../screens/diagnoses')),
  ...resourceRoutes(faxRecipients, () => import('../screens/fax')),
  ...resourceRoutes(funders, () => import('../screens/funders')),
  ...resourceRoutes(funderPlans, () => import('../screens/funders/plans')),
  ...resourceRoutes(goalActivities, () => import('../screens/goal-activity')),
  ...resourceRoutes(goalAttributes, () => import('../screens/goal-attributes')),
  ...resourceRoutes(conversionTemplates, () => import('../screens/goal-generator')),
  ...resourceRoutes(goalHeadersV1, () => import('../screens/goal-headers/v1')),
  ...resourceRoutes(goalHeadersV2, () => import('../screens/goal-headers/v2')),
  ...resourceRoutes(goalHeadersV3, () => import('../screens/goal-headers/v3')),
  ...resourceRoutes(groupSchedules, () => import('../screens/group-schedules')),
  ...resourceRoutes(groupTemplateLessons, () => import('../screens/group-template-lessons')),
  ...resourceRoutes(groups, () => import('../screens/groups')),
  ...resourceRoutes(locations, () => import('../screens/locations')),
  ...resourceRoutes(noteHelperCategories, () => import('../screens/note-helper-categories')),
  ...resourceRoutes(organizations, () => import('../screens/organizations')),
  ...resourceRoutes(packages, () => import('../screens/packages')),
  ...resourceRoutes(parents, () => import('../screens/parents')),
  ...resourceRoutes(programs, () => import('../screens/programs')),
  ...resourceRoutes(programCategories, () => import('../screens/programs/categories')),
  ...resourceRoutes(programTargetTypes, () => import('../screens/programs/target-types')),
  ...resourceRoutes(promptCodes, () => import('../screens/prompt-codes')),
  ...resourceRoutes(reinforcements, () => import('../screens/reinforcements')),
  ...resourceRoutes(reminders, () => import('../screens/reminders')),
  ...resourceRoutes(roles, () => import('../screens/roles')),
  ...resourceRoutes(schools, () => import('../screens/schools')),
  ...resourceRoutes(serviceLines, () => import('../screens/service-lines')),
  ...resourceRoutes(services, () => import('../screens/services')),
  ...resourceRoutes(sessionFormTemplates, () => import('../screens/session-template-setup/form-templates')),
  ...resourceRoutes(sessionTemplateMasters, () => import('../screens/session-template-setup/masters')),
  ...resourceRoutes(sessionTemplateTypes, () => import('../screens/session-template-setup/types')),
  ...resourceRoutes(sessionTemplates, () => import('../screens/session-templates')),
  ...resourceRoutes(skillAreas, () => import('../screens/skill-areas')),
  ...resourceRoutes(staffMembers, () => import('../screens/staff')),
  ...resourceRoutes(labelSettings, () => import('../screens/staff-documents')),
  ...resourceRoutes(staffTitles, () => import('../screens/staff-titles')),
  ...resourceRoutes(stageStatuses, () => import('../screens/stage-statuses')),
  ...resourceRoutes(stageStatusMasters, () => import('../screens/stage-statuses/masters')),
  ...resourceRoutes(targetAccuracy, () => import('../screens/target-accuracy')),
  ...resourceRoutes(targetPromoCodes, () => import('../screens/target-promo-codes')),
  ...resourceRoutes(workflows, () => import('../screens/workflows')),
];
