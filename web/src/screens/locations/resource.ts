// Locations: a setup list.
import { resource, setupPages } from '../../routes/resource';

export const locations = resource({
  singular: 'Location',
  plural: 'Locations',
  pages: setupPages('location'),
  permission: 'location-list',
  menu: { label: 'Locations', icon: 'map-marker', section: 'Configuration', position: 350 },
  documents: {
    type: 'Location',
    fields: ['id', 'name', 'address', 'city', 'state', 'zip', 'phone', 'placeOfService', 'status'],
    export: 'locationDocuments',
  },
});
