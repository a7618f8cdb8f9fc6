// Invoice imports: sessions brought in from spreadsheets, and the area's import list.
import { InvoiceImports } from './InvoiceImports';

export const screens = { List: InvoiceImports };
