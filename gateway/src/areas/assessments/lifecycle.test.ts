import { describeLifecycles } from '../../test/lifecycle.js';

describeLifecycles([
  {
    type: 'AssessmentCategory',
    list: 'assessmentCategories',
    nameField: 'name',
    input: (unique) => ({ name: `Category ${unique}`, type: 'skill', status: 1 }),
  },
  {
    type: 'Assessment',
    list: 'assessments',
    nameField: 'name',
    input: (unique) => ({ name: `Assessment ${unique}`, abbreviation: 'TA', assessmentCategoryId: '1', reassessMonths: 6, status: 1 }),
  },
]);
