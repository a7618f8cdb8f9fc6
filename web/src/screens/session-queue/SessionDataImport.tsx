// Session Data Import: target data from a CSV or XLSX sheet, checked row by row by the kit's import page; the rows
// saved take their sessions off the pending target data list. Below it, the practice-management (Kareo) import.
import { ImportPage } from '../../kit';
import { ImportSessionDataMutation } from './operations';
import { PracticeImport } from '../practice-imports';

export function SessionDataImport() {
  return (
    <>
      <ImportPage
        plural="Session data"
        document={ImportSessionDataMutation}
        listPath="/pending-target-data"
        columns="student_id, date (YYYY-MM-DD), target_id, correct, incorrect, prompted"
      />
      <PracticeImport />
    </>
  );
}
