// Group template lessons (the API spells the path group-template-lession), with the
// soft-delete lifecycle; behind 'certification-list'.
import { defineResource } from '../../kit/index.js';
import { resourceArea } from '../../kit/resource-area.js';
import type { GroupTemplateLesson } from './group-template-lesson.js';
import { seedGroupTemplateLessons } from './seed.js';

export const groupTemplateLessonResource = defineResource<GroupTemplateLesson>({
  name: 'group template lesson',
  title: 'Group template lesson',
  table: 'group_template_lessons',
  paths: {
    list: 'group-template-lession',
    detail: 'group-template-lession/{id}',
    create: 'group-template-lession',
    update: 'group-template-lession/{id}',
    remove: 'group-template-lession/{id}',
    deleted: 'deleted-group-template-lession',
    restore: 'restore-group-template-lession',
    permanentDelete: 'permanent-delete-group-template-lession',
  },
  permission: 'certification-list',
  required: ['name'],
  unique: ['name'],
  searchable: ['name', 'objective', 'description'],
  filters: { status: 'status' },
  fillable: ['name', 'objective', 'duration_minutes', 'description', 'status'],
  casts: { status: 'integer', duration_minutes: 'integer' },
  defaults: { status: 1 },
  seed: seedGroupTemplateLessons,
});

export const groupTemplateLessonsArea = resourceArea('group-template-lessons', groupTemplateLessonResource);

export type { GroupTemplateLesson } from './group-template-lesson.js';
