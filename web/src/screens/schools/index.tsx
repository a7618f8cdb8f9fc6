// Schools, behind 'school-list', with import; each school's principal, contacts and holidays have pages of their own.
import { choices, col, defineResource, lookup, statusCol } from '../../kit';
import { useSchoolLinks } from './useSchoolLinks';
import { SchoolStateOptions, schoolDocuments } from './operations';
import { schools } from './resource';

export const screens = defineResource({
  ...schools.names,
  documents: schoolDocuments,
  rowName: (row) => row.name,
  columns: [
    col('name', 'Name', { flex: 2 }),
    col('schoolType', 'Type'),
    col('district', 'District', { flex: 1.5 }),
    col('city', 'City'),
    col('phone', 'Phone'),
    statusCol(),
  ],
  fields: [
    { name: 'name', label: 'Name', kind: 'text', required: true, maxLength: 255 },
    { name: 'schoolType', label: 'Type', kind: 'select', options: choices('Public', 'Private', 'Charter', 'Special Education') },
    { name: 'district', label: 'District', kind: 'text' },
    { name: 'email', label: 'Email', kind: 'email' },
    { name: 'phone', label: 'Phone', kind: 'tel' },
    { name: 'address', label: 'Address', kind: 'text', wide: true },
    { name: 'city', label: 'City', kind: 'text' },
    {
      name: 'state',
      label: 'State',
      kind: 'select',
      options: lookup(SchoolStateOptions, (item) => `${item.name} (${item.code})`, { value: (item) => item.code }),
    },
    { name: 'zip', label: 'ZIP code', kind: 'text', maxLength: 10 },
    { name: 'status', label: 'Status', kind: 'status' },
  ],
  importColumns: 'name, school_type, district, email, phone, address, city, state, zip, status',
  useActions: useSchoolLinks,
});
