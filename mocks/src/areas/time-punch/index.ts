// The time-punch calls: a person added (POST external_api/persons {user_id}) or removed (DELETE, same), everyone
// synced (POST external_api/persons/sync-all, optional X-Session-ID) and the sync's progress (GET
// external_api/persons/sync-progress?session_id=), a person's standing (GET external_api/person-status/{id}) or
// several people's at once (POST external_api/persons/bulk-status {user_ids}), and a person's punches (GET
// external_api/persons/{id}). Syncs and standings are the staff list's ('Staff List'); a person's standing and
// punches are the punch history's ('Staff Punch History').
import type { Request, Response } from 'express';
import type { Db } from '../../db/index.js';
import { permissionGuards } from '../../kit/guards.js';
import type { Area } from '../../server/area.js';
import { notFound, ok, unprocessable } from '../../server/replies.js';
import { FieldErrors, isBlank } from '../../server/validation.js';
import { isStaff, personOf, statusOf } from './people.js';
import { punchesOf } from './punches.js';
import { progressOf, timePunchServiceOf } from './sync.js';

export const staffListPermission = 'Staff List';
export const punchHistoryPermission = 'Staff Punch History';

/** A staff member by an id from the path, query or body; undefined (and the answer sent) when there is none. */
function staffMember(db: Db, res: Response, value: unknown, field: string | null) {
  const id = Number(value);
  const user = Number.isInteger(id) && id > 0 ? db.users.find(id) : undefined;
  if (user && isStaff(user)) return user;
  if (field === null) notFound(res, 'No staff member with that id.');
  else if (isBlank(value)) unprocessable(res, new FieldErrors().add(field, `The ${field.replace('_', ' ')} field is required.`), { status: false });
  else unprocessable(res, new FieldErrors().add(field, `The selected ${field.replace('_', ' ')} is invalid.`), { status: false });
  return undefined;
}

function body(req: Request): Record<string, unknown> {
  return (req.body ?? {}) as Record<string, unknown>;
}

export const timePunchArea: Area = {
  name: 'time-punch',
  register(router, { db, auth }) {
    const service = timePunchServiceOf(db);
    const staffList = permissionGuards(auth, staffListPermission);
    const punchHistory = permissionGuards(auth, punchHistoryPermission);

    router.post('/external_api/persons/sync-all', ...staffList, (req, res) => {
      const header = req.get('x-session-id')?.trim();
      const session = service.start(header ? header : undefined);
      ok(res, { message: session.finished ? 'Sync finished.' : 'Sync running.', data: progressOf(session) });
    });

    router.get('/external_api/persons/sync-progress', ...staffList, (req, res) => {
      const sessionId = (req.query as Record<string, unknown>).session_id;
      if (typeof sessionId !== 'string' || sessionId.trim() === '') {
        unprocessable(res, new FieldErrors().add('session_id', 'The session id field is required.'), { status: false });
        return;
      }
      const session = service.sessions.get(sessionId);
      if (!session) {
        notFound(res, 'No sync with that session id.');
        return;
      }
      ok(res, { data: progressOf(session) });
    });

    router.post('/external_api/persons/bulk-status', ...staffList, (req, res) => {
      const ids = body(req).user_ids;
      if (!Array.isArray(ids)) {
        unprocessable(res, new FieldErrors().add('user_ids', 'The user ids field must be an array.'), { status: false });
        return;
      }
      const statuses = ids.flatMap((value) => {
        const user = db.users.find(Number(value));
        return user && isStaff(user) ? [statusOf(personOf(service.people, user.id))] : [];
      });
      ok(res, { data: statuses });
    });

    router.post('/external_api/persons', ...staffList, (req, res) => {
      const user = staffMember(db, res, body(req).user_id, 'user_id');
      if (!user) return;
      const refusal = service.syncOne(user.id);
      if (refusal) {
        unprocessable(res, new FieldErrors().add('user_id', refusal), { status: false });
        return;
      }
      ok(res, { message: `${user.name} was added to the time-punch service.`, data: statusOf(personOf(service.people, user.id)) });
    });

    router.delete('/external_api/persons', ...staffList, (req, res) => {
      const user = staffMember(db, res, (req.query as Record<string, unknown>).user_id ?? body(req).user_id, 'user_id');
      if (!user) return;
      personOf(service.people, user.id);
      service.people.update(user.id, { state: 'not_synced', external_id: null, last_error: null });
      ok(res, { message: `${user.name} was removed from the time-punch service.` });
    });

    router.get('/external_api/person-status/:id', ...punchHistory, (req, res) => {
      const user = staffMember(db, res, req.params.id, null);
      if (user) ok(res, { data: statusOf(personOf(service.people, user.id)) });
    });

    router.get('/external_api/persons/:id', ...punchHistory, (req, res) => {
      const user = staffMember(db, res, req.params.id, null);
      if (!user) return;
      const person = personOf(service.people, user.id);
      // The service holds punches only for people it has had: added at least once.
      const punches = person.synced_at === null ? [] : punchesOf(db.seed, user.id);
      ok(res, { data: { user_id: user.id, name: user.name, status: statusOf(person), punches } });
    });
  },
};

export { timePunchServiceOf, type TimePunchService } from './sync.js';
