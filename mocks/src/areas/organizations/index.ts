// Organisations (organization, organization/{id}, deleted-organization,
// restore-organization, permanent-delete-organization). The sites the Super Admin manages and switches into with
// slogin/{site_id}; the table is the one sign-on already reads (db/organizations.ts). Permission
// 'Organization List', which only the Super Admin holds.
import type { Organization } from '../../db/index.js';
import { defineResource } from '../../kit/index.js';
import { resourceArea } from '../../kit/resource-area.js';

export const organizationPermission = 'Organization List';

/** The seeded sites carry no street address; one can be given on create or update. */
export interface OrganizationRecord extends Organization {
  address?: string | null;
  zip?: string | null;
}

export const organizationResource = defineResource<OrganizationRecord>({
  name: 'organization',
  type: 'Organization',
  table: 'organizations',
  permission: organizationPermission,
  unique: ['name', 'email'],
  searchable: ['name', 'email', 'phone', 'city', 'state'],
  defaults: { status: 1 },
  // No seed: the Db seeds the organisations table itself.
});

export const organizationsArea = resourceArea('organizations', organizationResource);
