// A school's holidays (/school-holidays/{school_id}): days no school session is scheduled, added and edited in a
// dialog over the list. Behind 'School'.
import { col, dateCol, defineResource } from '../../../kit';
import { schoolOwner } from '../schoolOwner';
import { schoolHolidayDocuments } from './operations.generated';

export const screens = defineResource({
  singular: 'Holiday',
  plural: 'School Holidays',
  paths: { list: '/school-holidays/:school_id' },
  owner: schoolOwner('The holidays'),
  presentation: 'dialogs',
  documents: {
    list: schoolHolidayDocuments.list,
    one: schoolHolidayDocuments.one,
    create: schoolHolidayDocuments.create,
    update: schoolHolidayDocuments.update,
    remove: schoolHolidayDocuments.remove,
  },
  columns: [col('name', 'Name', { flex: 2 }), dateCol('startDate', 'First day'), dateCol('endDate', 'Last day')],
  rowName: (row) => row.name,
  fields: [
    { name: 'name', label: 'Name', kind: 'text', required: true, maxLength: 255, placeholder: 'Winter recess' },
    { name: 'startDate', label: 'First day', kind: 'date', required: true },
    { name: 'endDate', label: 'Last day', kind: 'date', helper: 'Leave empty for a single day.' },
  ],
});
