// The import file log and one import's details (Monitoring).
import { ImportLogDetails } from './ImportLogDetails';
import { ImportLogList } from './ImportLogList';

export const screens = { List: ImportLogList, Details: ImportLogDetails };
