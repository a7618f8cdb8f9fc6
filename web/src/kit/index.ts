// The generic list-and-form kit: a setup screen is a declaration (documents, columns, fields) handed to
// `defineResource`; the pieces are exported for the screens that need a different page.
export { col, dateCol, derived, moneyCol, statusCol } from './columns';
export { defineResource, type ResourceScreens, type ResourceSpec } from './defineResource';
export type { ResourceOwner } from './resourceOwner';
export type { TableResourceSpec, TableRowOf, TableScreens } from './tablePages';
export { choices, fields, lookup, type CustomControl, type FieldSpec, type FieldOption, type OptionSource } from './form/fieldSpec';
export { FormDialog } from './form/FormDialog';
export { TextArea, type TextAreaProps } from './form/TextArea';
export { RecordDialog, RecordForm } from './form/RecordForm';
export { FieldsForm, ResourceForm } from './form/ResourceForm';
export { DataGrid, type GridColumn, type RowAction } from './grid/DataGrid';
export { DeletedList } from './list/DeletedList';
export { DialogList } from './list/DialogList';
export { RecordPermissionsContext, RecordSection, type RecordPermissions } from './list/RecordSection';
export { RecordTable, type TableColumn } from './list/RecordTable';
export { ResourceList, type ListFilters } from './list/ResourceList';
export { useCurrentAddress } from './list/useCurrentAddress';
export { DEFAULT_PAGE_SIZES, useListState, type ListOptions, type ListStateControls } from './list/listState';
export { SEARCH_DEBOUNCE_MS, useDebouncedValue } from './list/useDebouncedValue';
export { ImportPage, ImportSummary, RowErrors } from './transfer/ImportPage';
export { SheetChoice, type SheetChoiceProps } from './transfer/SheetChoice';
export { UploadProgress } from './transfer/UploadProgress';
export { useFileUpload } from './transfer/useFileUpload';
export { UploadTransportContext, useUpload } from './transfer/useUpload';
export { ConfirmAlert } from './writes/ConfirmAlert';
export { useWrite } from './writes/useWrite';
export type * from './types';
