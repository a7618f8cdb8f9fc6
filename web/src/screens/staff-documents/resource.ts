// The document label settings ('Upload File Settings'): which documents each staff title must provide. Behind
// 'Staff List', in the staff group of the menu.
import { resource } from '../../routes/resource';

export const labelSettings = resource({
  singular: 'Upload File Setting',
  plural: 'Upload File Settings',
  pages: {
    List: '/document-label-settings',
    Add: '/add-document-label-setting',
    Edit: '/edit-document-label-setting/:label_setting_id',
    Import: '/import-document-label-settings',
  },
  permission: 'Staff List',
  menu: { label: 'Upload File Settings', icon: 'cloud-upload', check: { subLabel: 'office-staff-list' }, section: 'Staff', position: 30 },
  documents: {
    type: 'DocumentLabelSetting',
    fields: ['id', 'label', 'staffTitleId', 'staffTitle', 'required', 'expiresAfterDays', 'status'],
    export: 'labelSettingCommonDocuments',
    documents: ['list', 'one', 'create', 'update', 'remove'],
    files: ['exportList', 'importFile'],
  },
});
