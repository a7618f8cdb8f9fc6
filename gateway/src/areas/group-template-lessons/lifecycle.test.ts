import { describeLifecycles } from '../../test/lifecycle.js';

describeLifecycles([
  {
    type: 'GroupTemplateLesson',
    list: 'groupTemplateLessons',
    nameField: 'name',
    input: (unique) => ({ name: `Lesson ${unique}`, objective: 'Taking turns', durationMinutes: 30, status: 1 }),
  },
]);
