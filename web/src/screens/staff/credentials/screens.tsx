// The Credentials tab: a staff member's certifications with their expiry dates, flagged once expired or within 60,
// 30 and 7 days of lapsing; added, edited and deleted in a dialog over the list.
import { dateCol, defineResource, lookup } from '../../../kit';
import { CredentialTag } from '../shared/CredentialTag';
import { staffMember } from '../shared/owner';
import { CertificationOptionsQuery, staffCredentialDocuments } from './operations';

export const credentialScreens = defineResource({
  singular: 'Credential',
  plural: 'Credentials',
  paths: { list: '/staff-credentials/:user_id' },
  owner: staffMember,
  presentation: 'dialogs',
  documents: staffCredentialDocuments,
  columns: [
    { id: 'name', header: 'Certification', value: (row) => row.name, sortField: false, flex: 2, minWidth: 200 },
    { id: 'licenseNumber', header: 'Number', value: (row) => row.licenseNumber ?? '—', sortField: false, flex: 1 },
    dateCol('issuedOn', 'Issued'),
    dateCol('expiresOn', 'Expires'),
    {
      id: 'standing',
      header: 'Standing',
      value: (row) => row.label,
      render: (row) => <CredentialTag level={row.level} label={row.label} showCurrent />,
      sortField: false,
      flex: 1.2,
      minWidth: 170,
    },
  ],
  rowName: (row) => row.name,
  fields: [
    {
      name: 'certificationId',
      label: 'Certification',
      kind: 'select',
      required: true,
      options: lookup(CertificationOptionsQuery, (item) => item.name),
    },
    { name: 'licenseNumber', label: 'Number', kind: 'text', maxLength: 50 },
    { name: 'issuedOn', label: 'Issued', kind: 'date' },
    { name: 'expiresOn', label: 'Expires', kind: 'date', required: true },
    { name: 'notes', label: 'Notes', kind: 'textarea', wide: true },
  ],
});
