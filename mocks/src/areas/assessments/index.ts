// Assessment categories (behind 'assessments-category-list') and assessments ('assessments-list'), both
// soft-deletable. all-assessment-categories is the unpaged list an assessment's category resolves through.
import { defineResource } from '../../kit/index.js';
import { registerWriteGuard, writesOf } from '../../kit/write-guard.js';
import type { Area } from '../../server/area.js';
import type { AssessmentCategory } from './assessment-category.js';
import type { Assessment } from './assessment.js';
import { checkAssessmentKind } from './kind-rule.js';
import { seedAssessmentCategories, seedAssessments } from './seed.js';

export const assessmentCategoryPermission = 'assessments-category-list';

export const assessmentCategoryResource = defineResource<AssessmentCategory>({
  name: 'assessment category',
  type: 'AssessmentCategory',
  table: 'assessment_categories',
  // The student assessment pages read the categories too.
  permission: { default: assessmentCategoryPermission, all: null },
  unique: ['name'],
  searchable: ['name', 'type', 'description'],
  defaults: { status: 1 },
  seed: seedAssessmentCategories,
});

export const assessmentPermission = 'assessments-list';

export const assessmentResource = defineResource<Assessment>({
  name: 'assessment',
  type: 'Assessment',
  table: 'assessments',
  permission: assessmentPermission,
  unique: ['name'],
  searchable: ['name', 'abbreviation', 'description'],
  defaults: { status: 1 },
  seed: seedAssessments,
});

export const assessmentsArea: Area = {
  name: 'assessments',
  register(router, context) {
    const { auth } = context;
    const guards = [auth.required, auth.requirePermission(assessmentCategoryPermission)];
    router.post('/assessment-category', ...guards, checkAssessmentKind);
    router.put('/assessment-category/:id', ...guards, (req, res, next) =>
      (req.body as Record<string, unknown> | undefined)?.type === undefined ? next() : checkAssessmentKind(req, res, next),
    );
    registerWriteGuard(router, context, {
      ...writesOf(assessmentResource.spec),
      references: [{ field: 'assessment_category_id', table: 'assessment_categories' }],
    });
    assessmentCategoryResource.register(router, context);
    assessmentResource.register(router, context);
  },
};

export type { AssessmentCategory } from './assessment-category.js';
export type { Assessment } from './assessment.js';
