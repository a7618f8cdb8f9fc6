// Locations, behind 'location-list'.
import { col, defineResource, lookup, statusCol } from '../../kit';
import { LocationStateOptions, PlaceOfServiceOptions, locationDocuments } from './operations';
import { locations } from './resource';

export const screens = defineResource({
  ...locations.names,
  documents: locationDocuments,
  rowName: (row) => row.name,
  columns: [
    col('name', 'Name', { flex: 2 }),
    col('city', 'City'),
    col('state', 'State', { flex: 0.5, minWidth: 90 }),
    col('placeOfService', 'Place of service', { flex: 0.8 }),
    col('phone', 'Phone'),
    statusCol(),
  ],
  fields: [
    { name: 'name', label: 'Name', kind: 'text', required: true, maxLength: 255 },
    { name: 'phone', label: 'Phone', kind: 'tel' },
    { name: 'address', label: 'Address', kind: 'text', wide: true },
    { name: 'city', label: 'City', kind: 'text' },
    {
      name: 'state',
      label: 'State',
      kind: 'select',
      options: lookup(LocationStateOptions, (item) => `${item.name} (${item.code})`, { value: (item) => item.code }),
    },
    { name: 'zip', label: 'ZIP code', kind: 'text', maxLength: 10 },
    {
      name: 'placeOfService',
      label: 'Place of service',
      kind: 'select',
      options: lookup(PlaceOfServiceOptions, (item) => `${item.code} ${item.name}`, { value: (item) => item.code }),
    },
    { name: 'status', label: 'Status', kind: 'status' },
  ],
});
