// Session notes: GET session-form-template-report/{session_id} (the note, or what it will hold), POST
// session-form-template-report (save the draft), -signature-check (sign with an image; answers the note and its
// checks), -complete (lock it), -addendum (append to a completed note), -per-date and -multiple-date (a student's
// notes on days), -funder-check (the checks alone), get-session-authorization, and the session's files
// (get-session-files/{id}, update-session-files, remove-session-files). Everyone who uses the calendar reads the
// notes of the students they see; only the session's provider and the office write them. The report PDF,
// signatures and files are served at unguessable addresses.
import type { Request, Response } from 'express';
import type { Db } from '../../db/index.js';
import { calendarDate } from '../../kit/dates.js';
import { parseId } from '../../kit/ids.js';
import { listParams } from '../../kit/list-query.js';
import type { Area } from '../../server/area.js';
import { callerOf } from '../../server/auth.js';
import { forbidden, ok, unprocessable } from '../../server/replies.js';
import { FieldErrors, isBlank } from '../../server/validation.js';
import { calendarGuard } from '../appointments/access.js';
import { sessionTable, type ScheduledSession } from '../billing-schedule/sessions.js';
import { seesStudent } from '../students/access.js';
import { students } from '../students/table.js';
import { standingOf } from './checks.js';
import { registerSessionFiles } from './files.js';
import { maxAddendumLength, noteMessages } from './messages.js';
import {
  addSignature,
  answerProblems,
  appendAddendum,
  checksOf,
  complete,
  fieldsOf,
  refusalToComplete,
  refusalToWrite,
  saveDraft,
  currentNote,
  type Answers,
} from './notes.js';
import { presentNote } from './present.js';
import { registerNoteStorage } from './storage.js';
import { reachableSession, writableSession } from './reachable.js';
import { readSignature } from './signature-upload.js';

function refuse(res: Response, problems: Record<string, string>): void {
  const errors = new FieldErrors();
  for (const [field, message] of Object.entries(problems)) errors.add(field, message);
  unprocessable(res, errors);
}

/** The answers of a write: a list of { key, value }; anything else is refused by field. */
function readAnswers(value: unknown, errors: FieldErrors): Answers {
  if (value === undefined || value === null) return {};
  const list = Array.isArray(value) ? value : typeof value === 'object' ? Object.values(value as object) : undefined;
  const answers: Answers = {};
  for (const item of list ?? [undefined]) {
    const entry = item as { key?: unknown; value?: unknown } | undefined;
    if (!entry || typeof entry.key !== 'string' || (entry.value !== undefined && entry.value !== null && typeof entry.value !== 'string')) {
      errors.add('answers', 'The answers must be a list of keys and values.');
      return {};
    }
    answers[entry.key] = typeof entry.value === 'string' ? entry.value : '';
  }
  return answers;
}

/** The session's note as a draft can be written: none is written for a future or unheld session, nor a locked one. */
function writableNote(res: Response, db: Db, session: ScheduledSession, answers: Answers) {
  const refusal = refusalToWrite(session);
  if (refusal) return void refuse(res, { session_id: refusal });
  const existing = currentNote(db, session);
  if (existing?.status === 'completed') return void refuse(res, { session_id: noteMessages.locked });
  const problems = answerProblems(fieldsOf(db, session, existing), answers);
  if (Object.keys(problems).length > 0)
    return void refuse(res, Object.fromEntries(Object.entries(problems).map(([key, message]) => [`answers.${key}`, message])));
  return saveDraft(db, session, answers);
}

export const sessionNotesArea: Area = {
  name: 'session-notes',
  register(router, context) {
    const { db, auth } = context;
    const guard = calendarGuard(auth);
    registerNoteStorage(router, db);
    registerSessionFiles(router, context, guard);

    router.get('/session-form-template-report/:session_id', ...guard, (req, res) => {
      const session = reachableSession(req, res, db, req.params.session_id);
      if (session) ok(res, { data: presentNote(req, db, session, currentNote(db, session)) });
    });

    /** The draft a write names, with the answers it sends saved; undefined after answering a refusal. */
    const savedDraft = (req: Request, res: Response) => {
      const params = listParams(req);
      const session = writableSession(req, res, db, params.session_id);
      if (!session) return undefined;
      const errors = new FieldErrors();
      const answers = readAnswers(params.answers, errors);
      if (!errors.empty) return void unprocessable(res, errors);
      const note = writableNote(res, db, session, answers);
      return note && { params, session, note };
    };

    router.post('/session-form-template-report', ...guard, (req, res) => {
      const saved = savedDraft(req, res);
      if (saved) ok(res, { message: 'Note saved.', data: presentNote(req, db, saved.session, saved.note) });
    });

    router.post('/session-form-template-report-signature-check', ...guard, async (req, res) => {
      const params = listParams(req);
      const session = writableSession(req, res, db, params.session_id);
      if (!session) return;
      const user = callerOf(req).user;
      const signature = await readSignature(req, db, user);
      if ('problems' in signature) return refuse(res, signature.problems);
      const note = writableNote(res, db, session, {});
      if (!note) return;
      if (signature.value.role === 'guardian' && !note.requires_guardian_signature) return refuse(res, { role: noteMessages.guardianNotAsked });
      ok(res, { message: 'Signature added.', data: presentNote(req, db, session, addSignature(db, note, signature.value)) });
    });

    router.post('/session-form-template-report-complete', ...guard, (req, res) => {
      const saved = savedDraft(req, res);
      if (!saved) return;
      const { params, session, note } = saved;
      const acknowledged = params.acknowledge_checks === true || params.acknowledge_checks === '1' || params.acknowledge_checks === 1;
      const checks = checksOf(db, session);
      const problems = refusalToComplete(note, checks, acknowledged);
      if (problems)
        return unprocessable(
          res,
          Object.entries(problems).reduce((all, [field, message]) => all.add(field, message), new FieldErrors()),
          { checks },
        );
      ok(res, { message: 'Note completed.', data: presentNote(req, db, session, complete(db, note, callerOf(req).user)) });
    });

    router.post('/session-form-template-report-addendum', ...guard, (req, res) => {
      const params = listParams(req);
      const session = writableSession(req, res, db, params.session_id);
      if (!session) return;
      const note = currentNote(db, session);
      if (note?.status !== 'completed') return refuse(res, { session_id: noteMessages.notLocked });
      const text = typeof params.text === 'string' ? params.text.trim() : '';
      if (text === '') return refuse(res, { text: noteMessages.addendumBlank });
      if (text.length > maxAddendumLength) return refuse(res, { text: noteMessages.addendumLong });
      ok(res, { message: 'Addendum added.', data: presentNote(req, db, session, appendAddendum(db, note, callerOf(req).user, text)) });
    });

    /** The notes of the student's sessions on the days given, each session in order of its day and time. */
    const notesOnDays = (req: Request, res: Response, dates: unknown) => {
      const params = listParams(req);
      const studentId = parseId(params.student_id);
      const student = studentId === undefined ? undefined : students(db).find(studentId);
      const errors = new FieldErrors();
      if (!student)
        errors.add('student_id', isBlank(params.student_id) ? 'The student id field is required.' : 'The selected student id is invalid.');
      const days = (Array.isArray(dates) ? dates : isBlank(dates) ? [] : [dates]).map(String);
      if (days.length === 0) errors.add('dates', noteMessages.noDates);
      else if (days.some((day) => !calendarDate(day))) errors.add('dates', noteMessages.badDate);
      if (!errors.empty || !student) return unprocessable(res, errors);
      if (!seesStudent(callerOf(req).user, student)) return forbidden(res);
      const wanted = new Set(days);
      const sessions = sessionTable(db)
        .active()
        .filter((session) => session.student_id === student.id && wanted.has(session.date))
        .sort((a, b) => `${a.date} ${a.start_time}`.localeCompare(`${b.date} ${b.start_time}`) || a.id - b.id);
      ok(res, { data: sessions.map((session) => presentNote(req, db, session, currentNote(db, session))) });
    };
    router.post('/session-form-template-report-per-date', ...guard, (req, res) => notesOnDays(req, res, listParams(req).date));
    router.post('/session-form-template-report-multiple-date', ...guard, (req, res) => notesOnDays(req, res, listParams(req).dates));

    router.post('/session-form-template-report-funder-check', ...guard, (req, res) => {
      const session = reachableSession(req, res, db, listParams(req).session_id);
      if (session) ok(res, { data: checksOf(db, session) });
    });

    router.post('/get-session-authorization', ...guard, (req, res) => {
      const session = reachableSession(req, res, db, listParams(req).session_id);
      if (!session) return;
      const standing = standingOf(db, session);
      ok(res, {
        data: {
          session_id: session.id,
          authorization_id: standing?.id ?? null,
          authorization_number: standing?.authorization_number ?? null,
          start_date: standing?.start_date ?? null,
          end_date: standing?.end_date ?? null,
          units_authorized: standing?.units_authorized ?? null,
          units_used: standing?.units_used ?? null,
          units_scheduled: standing?.units_scheduled ?? null,
          units_remaining: standing?.units_remaining ?? null,
          units: session.units,
        },
      });
    });
  },
};
