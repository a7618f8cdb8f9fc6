// The staff record's tabs, in the order the record shows them; a tab may ask for a permission of its own.
export interface StaffTab {
  label: string;
  to: (userId: string) => string;
  /** A permission the tab needs beyond the record's own ('Staff List'). */
  permission?: string;
}

export const staffTabs: readonly StaffTab[] = [
  { label: 'Profile', to: (id) => `/edit-staff/${id}` },
  { label: 'Service Lines', to: (id) => `/staff-service-line/${id}` },
  { label: 'Schools', to: (id) => `/staff-schools/${id}` },
  { label: 'Students', to: (id) => `/staff-students/${id}` },
  { label: 'Credentials', to: (id) => `/staff-credentials/${id}` },
  { label: 'Documents', to: (id) => `/staff-documents/${id}` },
  { label: 'Signature', to: (id) => `/staff-signature/${id}` },
  { label: 'Availability', to: (id) => `/staff-availability/${id}` },
  { label: 'Supervision', to: (id) => `/staff-supervision/${id}` },
  { label: 'Punch History', to: (id) => `/staff-punch-history/${id}`, permission: 'Staff Punch History' },
  { label: 'Payouts', to: (id) => `/staff-payout/${id}` },
];
