// Every per-student page, by name, loaded lazily (one chunk for the whole record, so moving
// between its pages loads nothing more).
import type { ComponentType } from 'react';
import { assessmentEditPage, assessments } from './assessments/Assessments';
import { HealthSheet, PreferenceSheet, SkillSheet } from './assessments/Sheets';
import { AddAuthorization, CopyAuthorization, EditAuthorization } from './authorizations/AuthorizationForm';
import { Authorizations } from './authorizations/Authorizations';
import { behaviors, diagnosis, goals, intervalSchedules, promptCodes, promptSchedules } from './clinical/pages';
import { AddContact, EditContact } from './contacts/ContactForm';
import { Contacts, DeletedContacts } from './contacts/Contacts';
import { AbcEntryPage } from './data-entry/AbcEntry';
import { BehaviorDataEntry } from './data-entry/BehaviorDataEntry';
import { BehaviorDetails } from './data-entry/BehaviorDetails';
import { SkillDataEntry } from './data-entry/SkillDataEntry';
import { SkillDataList } from './data-entry/SkillDataList';
import { ActivityHistory, BillingCalendar, Sessions, Workflows } from './history/pages';
import { IntakeFormDetails, SendIntakeForm, StudentIntakeForms } from './intake-forms/StudentIntakeForms';
import { ProgramCategory, Programs, ProgramTargets, TargetList } from './programs/Programs';
import { Availability } from './record/Availability';
import { Dropbox, FolderContents, StudentFiles } from './record/Files';
import { funders } from './record/funders';
import { Settings } from './record/Settings';
import { Staff } from './record/Staff';

export const screens: Record<string, ComponentType> = {
  BillingCalendar,
  Contacts,
  AddContact,
  EditContact,
  DeletedContacts,
  Availability,
  Staff,
  Settings,
  Files: StudentFiles,
  FolderContents,
  Dropbox,
  Assessments: assessments.List,
  SkillAssessment: SkillSheet,
  PreferenceAssessment: PreferenceSheet,
  HealthAssessment: HealthSheet,
  EditAssessment: assessmentEditPage,
  Diagnosis: diagnosis.List,
  AddDiagnosis: diagnosis.Add,
  EditDiagnosis: diagnosis.Edit,
  Funders: funders.List,
  AddFunder: funders.Add,
  EditFunder: funders.Edit,
  Authorizations,
  AddAuthorization,
  CopyAuthorization,
  EditAuthorization,
  Goals: goals.List,
  AddGoal: goals.Add,
  EditGoal: goals.Edit,
  PromptCodes: promptCodes.List,
  AddPromptCode: promptCodes.Add,
  EditPromptCode: promptCodes.Edit,
  Behaviors: behaviors.List,
  AddBehavior: behaviors.Add,
  EditBehavior: behaviors.Edit,
  Programs,
  Targets: TargetList,
  ProgramCategory,
  ProgramTargets,
  DataEntry: BehaviorDataEntry,
  BehaviorDataEntry: BehaviorDetails,
  AbcDataEntry: AbcEntryPage,
  SkillDataEntry,
  SkillData: SkillDataList,
  IntakeForms: StudentIntakeForms,
  AddIntakeForm: SendIntakeForm,
  IntakeFormDetails,
  PromptSchedule: promptSchedules.List,
  IntervalSchedule: intervalSchedules.List,
  ActivityHistory,
  Workflows,
  Sessions,
};
