// The conversion pages: doc to excel, its second version, and excel to doc, behind 'Goal Generator' (V-II behind
// 'TP Conversion V-II'), and a case document's list of converted goal files.
import { ConvertPage } from './convert/ConvertPage';
import { docToExcel, docToExcelV2, excelToDoc } from './convert/conversions';
import { GoalConvertList } from './convert/GoalConvertList';

export const screens = {
  DocToExcel: () => <ConvertPage conversion={docToExcel} />,
  DocToExcelV2: () => <ConvertPage conversion={docToExcelV2} />,
  ExcelToDoc: () => <ConvertPage conversion={excelToDoc} />,
  GoalConvertList,
};
