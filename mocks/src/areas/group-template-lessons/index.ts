// Group template lessons (the API spells the path group-template-lession), with the
// soft-delete lifecycle; behind 'certification-list'.
import { defineResource } from '../../kit/index.js';
import { resourceArea } from '../../kit/resource-area.js';
import type { GroupTemplateLesson } from './group-template-lesson.js';
import { seedGroupTemplateLessons } from './seed.js';

export const groupTemplateLessonResource = defineResource<GroupTemplateLesson>({
  name: 'group template lesson',
  type: 'GroupTemplateLesson',
  title: 'Group template lesson',
  table: 'group_template_lessons',
  permission: 'certification-list',
  unique: ['name'],
  searchable: ['name', 'objective', 'description'],
  defaults: { status: 1 },
  seed: seedGroupTemplateLessons,
});

export const groupTemplateLessonsArea = resourceArea('group-template-lessons', groupTemplateLessonResource);

export type { GroupTemplateLesson } from './group-template-lesson.js';
