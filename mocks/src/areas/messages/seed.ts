// Conversations an ABA office has between its staff: schedule changes, supervision, session notes, authorizations.
// The office administrator and the therapist demo users are in several, each with some unread; one is in the
// office administrator's trash. The platform's Super Admin has a conversation in each box too.
import type { Faker } from '@faker-js/faker';
import type { Db, User } from '../../db/index.js';
import type { NewRow } from '../../db/table.js';
import { timestamp } from '../../kit/dates.js';
import { staffTypes } from '../users/index.js';
import { participantIds } from './mailbox.js';
import type { MailboxRow, MessageRow } from './rows.js';
import * as clock from '../../kit/clock.js';

type Who = 'admin' | 'office' | 'therapist' | 'staff1' | 'staff2' | 'staff3';

interface SeedThread {
  subject: string;
  /** [author, text, the others it goes to]; replies go to everyone else in the conversation. */
  messages: [Who, string][];
  to: Who[];
  /** Who has not read the last message. */
  unreadBy?: Who[];
  trashedBy?: Who[];
}

const threads: SeedThread[] = [
  {
    subject: 'Welcome to the new portal',
    to: ['office'],
    messages: [['admin', 'Your practice is set up on the new portal. Messages between staff now live here.']],
    trashedBy: ['admin'],
  },
  {
    subject: 'Portal maintenance this weekend',
    to: ['office', 'therapist'],
    messages: [
      ['admin', 'The portal will be offline on Saturday from 10 pm to midnight for maintenance.'],
      ['office', 'Thank you, I will let the team know.'],
    ],
    unreadBy: ['admin'],
  },
  {
    subject: 'Schedule change for Thursday',
    to: ['therapist'],
    messages: [
      ['office', "The family asked to move Thursday's 3 pm session to 4 pm. Can you take the later slot?"],
      ['therapist', 'Yes, 4 pm works for me. I will update my calendar.'],
      ['office', 'Thank you, I have changed the appointment and let the family know.'],
    ],
  },
  {
    subject: 'Supervision notes for this week',
    to: ['office'],
    messages: [['therapist', "I uploaded this week's supervision notes. Two sessions still need the BCBA signature."]],
    unreadBy: ['office'],
  },
  {
    subject: 'Authorization ending next month',
    to: ['therapist', 'staff1'],
    messages: [
      ['office', 'The authorization for one of your students ends next month. Please start the reassessment.'],
      ['staff1', 'I can run the reassessment on Monday and send the report by Wednesday.'],
    ],
    unreadBy: ['therapist'],
  },
  {
    subject: 'Session notes missing signatures',
    to: ['therapist'],
    messages: [['office', 'Three session notes from last week are missing your signature. Please sign them before Friday.']],
    unreadBy: ['therapist'],
  },
  {
    subject: 'Parent training materials',
    to: ['office', 'staff2'],
    messages: [
      ['staff1', 'I put together the parent training handouts. Could someone print twenty copies?'],
      ['office', 'Printed and left in the clinic library.'],
    ],
  },
  {
    subject: 'Clinic closed on Friday',
    to: ['therapist', 'staff1', 'staff2', 'staff3'],
    messages: [['office', 'The clinic is closed on Friday for the holiday. Sessions resume on Monday.']],
  },
  {
    subject: 'Old supply order',
    to: ['staff3'],
    messages: [['office', 'The token boards and timers arrived; they are in the storage room.']],
    trashedBy: ['office'],
  },
  {
    subject: 'Caseload for December',
    to: ['office'],
    messages: [
      ['staff2', 'Can we talk about my caseload for December? I have two new intakes.'],
      ['office', 'Of course. Does Tuesday at 11 work?'],
      ['staff2', 'Tuesday at 11 is good.'],
    ],
    unreadBy: ['office'],
  },
];

function cast(db: Db): Record<Who, User> | undefined {
  const users = db.users.active();
  const admin = users.find((user) => user.email === 'admin@practice.test');
  const office = users.find((user) => user.email === 'office@practice.test');
  const therapist = users.find((user) => user.email === 'therapist@practice.test');
  const others = users.filter((user) => user.status === 1 && staffTypes.includes(user.user_type) && user !== office && user !== therapist);
  if (!admin || !office || !therapist || others.length < 3) return undefined;
  return { admin, office, therapist, staff1: others[0]!, staff2: others[1]!, staff3: others[2]! };
}

/** The seeded messages with their ids; a reply's recipients are everyone else in its conversation. */
export function seedMessages(faker: Faker, db: Db, now = clock.now()): NewRow<MessageRow>[] {
  const people = cast(db);
  if (!people) return [];
  const rows: NewRow<MessageRow>[] = [];
  let id = 1;
  threads.forEach((thread, index) => {
    const first = id;
    const starter = people[thread.messages[0]![0]].id;
    const everyone = [starter, ...thread.to.map((who) => people[who].id)];
    // Older conversations first; messages within one an hour or so apart.
    let at = now.getTime() - (threads.length - index) * 26 * 3600_000;
    for (const [author, body] of thread.messages) {
      const sender = people[author].id;
      rows.push({
        id,
        parent_id: id === first ? null : first,
        subject: thread.subject,
        body,
        sender_id: sender,
        recipient_ids: everyone.filter((person) => person !== sender),
        attachment: null,
        client_id: null,
        created_at: timestamp(new Date(at)),
        updated_at: timestamp(new Date(at)),
      });
      at += faker.number.int({ min: 20, max: 120 }) * 60_000;
      id += 1;
    }
  });
  return rows;
}

/** Each person's copy of each seeded conversation: read, except the last message of those left unread. */
export function seedMailboxes(db: Db, messages: readonly MessageRow[]): NewRow<MailboxRow>[] {
  const people = cast(db);
  if (!people) return [];
  const rows: NewRow<MailboxRow>[] = [];
  const roots = messages.filter((message) => message.parent_id === null);
  roots.forEach((root, index) => {
    const thread = threads[index]!;
    const inThread = messages.filter((message) => (message.parent_id ?? message.id) === root.id);
    const last = inThread.at(-1)!;
    const unread = new Set((thread.unreadBy ?? []).map((who) => people[who].id));
    const trashed = new Set((thread.trashedBy ?? []).map((who) => people[who].id));
    for (const userId of participantIds(inThread)) {
      rows.push({
        thread_id: root.id,
        user_id: userId,
        inbox: inThread.some((message) => message.recipient_ids.includes(userId)),
        sent: inThread.some((message) => message.sender_id === userId),
        last_read_id: unread.has(userId) ? last.id - 1 : last.id,
        trashed_at: trashed.has(userId) ? last.updated_at : null,
      });
    }
  });
  return rows;
}
