// Group template lesson categories: a setup list under the certifications permission.
import { resource, setupPages } from '../../routes/resource';

export const groupTemplateLessons = resource({
  singular: 'Group Template Lesson Category',
  plural: 'Group Template Lesson Categories',
  pages: setupPages('group-template-lesson'),
  permission: 'certification-list',
  menu: { label: 'Group Template Lesson', icon: 'book', section: 'Configuration', position: 230 },
  documents: {
    type: 'GroupTemplateLesson',
    fields: ['id', 'name', 'objective', 'durationMinutes', 'description', 'status'],
    export: 'groupTemplateLessonDocuments',
  },
});
