// AG Grid dressed like Blueprint: its colours, borders, type and spacing. The theme is built in JavaScript and
// loads no fonts (the grid inherits the page's), so nothing comes from a CDN.
import { themeQuartz } from 'ag-grid-community';

/** Row and header heights in px, also the room a waiting grid keeps for its rows (DataGrid.tsx). */
export const gridRowHeight = 40;
export const gridHeaderHeight = 40;

export const blueprintGridTheme = themeQuartz.withParams({
  browserColorScheme: 'light',
  fontFamily: 'inherit',
  fontSize: 14,
  headerFontSize: 14,
  headerFontWeight: 600,
  foregroundColor: '#1c2127',
  headerTextColor: '#1c2127',
  backgroundColor: '#ffffff',
  headerBackgroundColor: '#f6f7f9',
  oddRowBackgroundColor: '#fbfbfc',
  rowHoverColor: '#edeff2',
  selectedRowBackgroundColor: '#d3e2f5',
  accentColor: '#2d72d2',
  borderColor: '#dce0e5',
  wrapperBorderRadius: 2,
  borderRadius: 2,
  spacing: 6,
  rowHeight: gridRowHeight,
  headerHeight: gridHeaderHeight,
});
