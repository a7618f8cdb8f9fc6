import { describeLifecycles } from '../../test/lifecycle.js';

describeLifecycles([
  {
    type: 'SessionTemplateType',
    list: 'sessionTemplateTypes',
    nameField: 'name',
    input: (unique) => ({ name: `Session type ${unique}`, description: 'Test sessions', status: 1 }),
  },
  {
    type: 'SessionTemplateMaster',
    list: 'sessionTemplateMasters',
    nameField: 'name',
    input: (unique) => ({ name: `Master ${unique}`, sessionTemplateTypeId: '1', status: 1 }),
  },
  {
    type: 'SessionFormTemplate',
    list: 'sessionFormTemplates',
    nameField: 'name',
    input: (unique) => ({ name: `Form ${unique}`, sessionTemplateMasterId: '1', requiresSignature: true, status: 1 }),
  },
]);
