// Every area's hand-written resolvers. Most fields need none: the @rest directive in the schema is enough.
import type { IResolvers } from '@graphql-tools/utils';
import type { GatewayContext } from '../context.js';
import { authResolvers } from './auth/resolvers.js';
import { helpDeskResolvers } from './help-desk/resolvers.js';
import { organizationResolvers } from './organizations/resolvers.js';
import { studentAuthorizationResolvers } from './student-authorizations/resolvers.js';
import { staffResolvers } from './staff/resolvers.js';
import { signatureResolvers } from './signatures/resolvers.js';
import { systemResolvers } from './system/resolvers.js';
import { staffDocumentResolvers } from './staff-documents/resolvers.js';
import { sessionTemplateResolvers } from './session-templates/resolvers.js';
import { timePunchResolvers } from './time-punch/resolvers.js';
import { sessionNoteResolvers } from './session-notes/resolvers.js';
import { templateResolvers } from './templates/resolvers.js';
import { fileResolvers } from './files/resolvers.js';
import { dashboardResolvers } from './dashboard/resolvers.js';
import { offlineResolvers } from './offline/resolvers.js';
import { auditResolvers } from './audit/resolvers.js';
import { supervisionResolvers } from './supervision/resolvers.js';

// One entry a line, so that each area adds a line.
export const areaResolvers = [
  systemResolvers,
  authResolvers,
  helpDeskResolvers,
  organizationResolvers,
  studentAuthorizationResolvers,
  staffResolvers,
  staffDocumentResolvers,
  sessionTemplateResolvers,
  signatureResolvers,
  timePunchResolvers,
  sessionNoteResolvers,
  templateResolvers,
  fileResolvers,
  dashboardResolvers,
  offlineResolvers,
  auditResolvers,
  supervisionResolvers,
] as IResolvers<unknown, GatewayContext>[];
