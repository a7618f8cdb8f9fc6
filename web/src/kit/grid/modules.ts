// Only the grid features the kit uses: client-side rows (the server pages them), header sorting and the column
// state it is read from (the server sorts), row selection and the row walk (the deleted lists), cell classes and
// the grid's accessible name.
import {
  CellStyleModule,
  ClientSideRowModelModule,
  ColumnApiModule,
  RenderApiModule,
  RowApiModule,
  RowSelectionModule,
  type Module,
} from 'ag-grid-community';

export const gridModules: Module[] = [ClientSideRowModelModule, ColumnApiModule, RowApiModule, RenderApiModule, RowSelectionModule, CellStyleModule];
