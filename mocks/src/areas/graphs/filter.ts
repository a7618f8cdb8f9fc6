// GET graph/filter: what a student's graphs can be filtered by (their behaviours and programs, the categories,
// intensities, graph and recording types, the programs' target types) and the days their data spans.
import type { Router } from 'express';
import type { Db } from '../../db/index.js';
import { ok } from '../../server/replies.js';
import { intensities } from '../student-data-entry/behavior-data.js';
import { behaviorMeasurements } from '../student-behaviors/index.js';
import { targetTypes } from '../student-programs/records.js';
import { graphTypes } from './behavior-graph.js';
import type { PermissionGuards } from './guards.js';
import { graphStudent } from './query.js';
import { studentData } from './sources.js';

const distinct = (values: readonly string[]) => [...new Set(values)].sort();

export function registerGraphFilter(router: Router, db: Db, guards: PermissionGuards): void {
  router.get('/graph/filter', ...guards.read, (req, res) => {
    const student = graphStudent(req, res, db);
    if (!student) return;
    const data = studentData(db, student.id);
    ok(res, {
      data: {
        behaviors: data.behaviors.map((row) => ({ id: row.id, name: row.name, category: row.category, kind: row.measurement })),
        programs: data.programs.map((row) => ({ id: row.id, name: row.name, category: row.category_name, kind: row.target_type })),
        behavior_categories: distinct(data.behaviors.map((row) => row.category)),
        program_categories: distinct(data.programs.map((row) => row.category_name)),
        intensities,
        graph_types: graphTypes,
        recording_types: behaviorMeasurements,
        student_skill_types: targetTypes,
        first_date: data.firstDate ?? null,
        last_date: data.lastDate ?? null,
      },
    });
  });
}
