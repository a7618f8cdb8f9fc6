// The common documents `npm run codegen` writes into operations.generated.ts beside this: these records are no declared resource.
import type { CommonDocuments } from '../../routes/commonDocuments';

export const documents: CommonDocuments = {
  type: 'Goal',
  fields: [
    'id',
    'name',
    'description',
    'studentId',
    'student { id firstName lastName }',
    'parentId',
    'parentName',
    'skillAreaId',
    'skillArea { id name }',
    'progressStatus',
    'recordingType',
    'masteryCriteria',
    'startDate',
    'targetDate',
    'status',
    'subGoalCount',
    'targetCount',
    'targets { id position name status masteryCriteria }',
    'attributes { attributeId name fieldType value }',
  ],
  export: 'goalDocuments',
};
