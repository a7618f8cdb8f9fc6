// Every route of the portal: the declared resources' pages (routes/resources.generated.ts), and the other pages, one file per area.
import { matchPath } from 'react-router';
import { auditRoutes } from './audit';
import { availabilityRoutes } from './availability';
import { autoNoteRoutes } from './autoNotes';
import { calendarRoutes } from './calendar';
import { eligibilityRoutes } from './eligibility';
import { fileRoutes } from './files';
import { formRoutes } from './forms';
import { funderRoutes } from './funders';
import { generalRoutes } from './general';
import { goalGeneratorRoutes } from './goalGenerator';
import { goalRoutes } from './goals';
import { graphRoutes } from './graphs';
import { invoiceRoutes } from './invoices';
import { messageRoutes } from './messages';
import { monitoringRoutes } from './monitoring';
import { parentRoutes } from './parents';
import { publicRoutes, signInRoute } from './public';
import { setupRoutes } from './setup';
import { signatureRoutes } from './signatures';
import { staffRoutes } from './staff';
import { staffDocumentRoutes } from './staffDocuments';
import { staffPayrollRoutes } from './staffPayroll';
import { supervisionRoutes } from './supervision';
import { studentRoutes } from './students';
import { timePunchRoutes } from './timePunch';
import { faxRoutes } from './fax';
import { templateRoutes } from './templates';
import { declaredResourceRoutes } from './resources.generated';
import { withListPrefetches } from './screens';
import { staffMembers } from '../screens/staff/resource';
import { prefetchStaffList } from '../screens/staff/list/prefetch';
import type { AppRoute, RouteMeta } from './types';

export const publicRouteTable: AppRoute[] = [signInRoute, ...publicRoutes];

export const protectedRouteTable: AppRoute[] = [
  ...generalRoutes,
  ...withListPrefetches(declaredResourceRoutes, [[staffMembers, prefetchStaffList]]),
  ...funderRoutes,
  ...fileRoutes,
  ...goalRoutes,
  ...studentRoutes,
  ...staffRoutes,
  ...staffDocumentRoutes,
  ...staffPayrollRoutes,
  ...signatureRoutes,
  ...availabilityRoutes,
  ...timePunchRoutes,
  ...parentRoutes,
  ...setupRoutes,
  ...calendarRoutes,
  ...supervisionRoutes,
  ...goalGeneratorRoutes,
  ...messageRoutes,
  ...formRoutes,
  ...templateRoutes,
  ...autoNoteRoutes,
  ...faxRoutes,
  ...invoiceRoutes,
  ...monitoringRoutes,
  ...graphRoutes,
  ...eligibilityRoutes,
  ...auditRoutes,
];

// Most paths asked for are a route's own path (the menu's links): found by name. The rest are matched against the
// patterns once each and remembered, since the table never changes. The menu asks for each of its links on every
// render, and matching each against some 500 patterns cost its first render over 0.1 s.
const metaByPath = new Map<string, RouteMeta | undefined>();
for (const route of protectedRouteTable) if (!metaByPath.has(route.path)) metaByPath.set(route.path, route.meta);

/** The meta of the protected route a path opens, for the menu's "may this user go there" check. */
export function protectedMetaFor(pathname: string): RouteMeta | undefined {
  if (!metaByPath.has(pathname)) {
    metaByPath.set(pathname, protectedRouteTable.find((route) => matchPath({ path: route.path, end: true }, pathname))?.meta);
  }
  return metaByPath.get(pathname);
}
