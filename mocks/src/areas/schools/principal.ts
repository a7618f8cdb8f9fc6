// GET and POST school-principal/{school_id}: a school's principal, one per school, read and saved in place.
import type { Router } from 'express';
import { parseId } from '../../kit/ids.js';
import { readInput } from '../../kit/input.js';
import type { AreaContext } from '../../server/area.js';
import { notFound, ok, unprocessable } from '../../server/replies.js';
import { FieldErrors } from '../../server/validation.js';
import type { School, SchoolPrincipal } from './school.js';
import { seedSchoolPrincipals } from './seed.js';

export function registerSchoolPrincipals(router: Router, { db, auth }: AreaContext, permission: string): void {
  const principals = db.defineTable<SchoolPrincipal>('school_principals', seedSchoolPrincipals);
  const guards = [auth.required, auth.requirePermission(permission)];

  router.get('/school-principal/:school_id', ...guards, (req, res) => {
    const schoolId = parseId(req.params.school_id);
    const school = schoolId === undefined ? undefined : db.table<School>('schools').find(schoolId);
    if (!school) return notFound(res, 'School not found.');
    ok(res, { data: principals.active().find((row) => row.school_id === school.id) ?? null });
  });

  router.post('/school-principal/:school_id', ...guards, (req, res) => {
    const schoolId = parseId(req.params.school_id);
    const school = schoolId === undefined ? undefined : db.table<School>('schools').find(schoolId);
    if (!school) return notFound(res, 'School not found.');
    const input = readInput<SchoolPrincipal>(req.body, { fillable: ['name', 'email', 'phone'] });
    const errors = new FieldErrors();
    errors.required(input, ['name']);
    errors.email('email', input.email);
    if (!errors.empty) return unprocessable(res, errors);
    const current = principals.active().find((row) => row.school_id === school.id);
    const row = current
      ? principals.update(current.id, input)
      : principals.insert({ school_id: school.id, name: input.name!, email: input.email ?? null, phone: input.phone ?? null });
    ok(res, { message: 'Principal saved successfully.', data: row });
  });
}
