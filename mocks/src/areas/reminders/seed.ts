// Reminders an ABA office schedules: documentation deadlines, credential renewals, appointment and billing
// reminders. A few inactive and a few soft-deleted.
import type { Faker } from '@faker-js/faker';
import { mostlyActive } from '../../db/seed-values.js';
import type { NewRow } from '../../db/table.js';
import type { Reminder, ReminderRecipients } from './reminder.js';
import { dayOf, timestamp } from '../../kit/dates.js';

const subjects: [title: string, message: string, recipients: ReminderRecipients][] = [
  ['Session notes due', 'Please complete and sign all session notes from this week before Friday at 5 pm.', 'Therapist'],
  ['Supervision hours check', 'Log your supervision hours for the month so fieldwork totals stay current.', 'Therapist'],
  ['RBT certification renewal', 'Your RBT renewal application and competency assessment are due within 30 days.', 'Therapist'],
  ['BCBA continuing education', 'Upload your continuing education certificates before the cycle closes.', 'Staff'],
  ['CPR certification expiring', 'Your CPR and First Aid certificate expires soon; book a class and upload the new card.', 'Staff'],
  ['Timesheet submission', 'Submit your timesheet for the pay period by Monday noon.', 'Staff'],
  ['Authorization expiring', 'Review the authorizations expiring this month and start reassessments.', 'Office Administrator'],
  ['Insurance verification', 'Verify benefits for every student whose plan renews this month.', 'Office Administrator'],
  ['Billing cut-off', 'All sessions for the month must be verified and signed before the billing cut-off.', 'Office Administrator'],
  ['Claims follow-up', 'Follow up on claims older than 30 days without a remittance.', 'Office Administrator'],
  ['Appointment tomorrow', "This is a reminder of your child's ABA session tomorrow. Reply to reschedule.", 'Parent'],
  ['Parent training session', 'Your monthly parent training session is scheduled this week.', 'Parent'],
  ['Intake documents missing', 'Some intake documents are still missing; please upload them in the client portal.', 'Parent'],
  ['Consent renewal', 'Please review and sign the annual treatment consent.', 'Parent'],
  ['Holiday closure', 'The clinic is closed for the holiday; sessions resume the next business day.', 'All'],
  ['Emergency contact update', 'Please confirm your emergency contact details are current.', 'All'],
  ['Policy acknowledgement', 'Read and acknowledge the updated privacy policy in your profile.', 'All'],
  ['Team meeting', 'Clinical team meeting on Thursday; bring your caseload updates.', 'Staff'],
  ['Treatment plan review', 'Treatment plans due for six-month review this month are listed on your dashboard.', 'Therapist'],
  ['Data sheet upload', 'Upload any paper data sheets from community sessions.', 'Therapist'],
  ['Mandated reporter training', 'Annual mandated reporter training must be completed by month end.', 'Staff'],
  ['HIPAA refresher', 'Complete the HIPAA refresher module in the training portal.', 'Staff'],
  ['Fieldwork verification', 'Sign fieldwork verification forms for your supervisees.', 'Therapist'],
  ['Progress report due', 'Quarterly progress reports for school district students are due.', 'Therapist'],
  ['School observation schedule', 'Confirm school observation times with the classroom teachers.', 'Therapist'],
  ['Equipment return', 'Return borrowed assessment kits to the clinic library.', 'Staff'],
  ['Payment reminder', 'A copay balance is due on your account; pay online or call the office.', 'Parent'],
  ['Survey request', 'Tell us how we are doing: a two-minute family satisfaction survey.', 'Parent'],
  ['Credentialing paperwork', 'Return signed credentialing forms so you can be added to the funder panel.', 'Therapist'],
  ['Quarterly safety drill', 'The quarterly fire and lockdown drill is this week at every clinic.', 'All'],
  ['Background check renewal', 'Your background clearance needs renewal; complete the fingerprint appointment.', 'Staff'],
  ['Monthly schedule review', "Review next month's schedules for coverage gaps.", 'Office Administrator'],
];

export const seededReminderCount = subjects.length;
export const seededDeletedReminderCount = 2;

export function seedReminders(faker: Faker): NewRow<Reminder>[] {
  return subjects.map(([title, message, recipients], index) => {
    const created = faker.date.past({ years: 2 });
    const ranBefore = faker.datatype.boolean(0.6);
    const deleted = index >= subjects.length - seededDeletedReminderCount;
    return {
      title,
      message,
      recipient_type: recipients,
      channel: recipients === 'Parent' ? faker.helpers.arrayElement(['sms', 'email']) : 'email',
      frequency: faker.helpers.arrayElement(['once', 'daily', 'weekly', 'monthly']),
      start_date: dayOf(faker.date.between({ from: created, to: '2026-03-01' })),
      send_time: faker.helpers.arrayElement(['08:00', '09:00', '12:00', '16:30', '18:00']),
      last_run_at: ranBefore ? timestamp(faker.date.recent({ days: 30 })) : null,
      run_count: ranBefore ? faker.number.int({ min: 1, max: 40 }) : 0,
      status: mostlyActive(faker, 6),
      created_at: timestamp(created),
      updated_at: timestamp(created),
      deleted_at: deleted ? timestamp(faker.date.recent({ days: 60 })) : null,
    };
  });
}
