// A case document's goal convert list (/case-documents/goal-convert-list/:import_file_code/:case_id): the files
// converted under one import code for the case, each opening its rows to correct.
import { useParams } from 'react-router';
import { ResourceList } from '../../../kit';
import { DeleteGoalClientFile, GoalClientFileList } from '../operations';
import { convertedFileColumns, editFileDataPath } from './ConvertedFiles';

export function GoalConvertList() {
  const { import_file_code: code = '', case_id: caseId = '' } = useParams();
  return (
    <div className="kit-page">
      <ResourceList
        plural="Converted Goal Files"
        singular="Converted file"
        list={GoalClientFileList}
        variables={{ filter: { importFileCode: code, caseId } }}
        columns={convertedFileColumns}
        rowName={(row) => row.sourceName}
        editPath={(row) => editFileDataPath(row.id)}
        remove={DeleteGoalClientFile}
      />
    </div>
  );
}
