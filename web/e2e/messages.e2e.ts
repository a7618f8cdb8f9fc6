// Messages in the browser: the office administrator writes to the therapist (a missing recipient, subject and text
// refused beside their fields first; the recipient picked by keyboard from the staff search; a PDF attached), the
// therapist (signed in on their own) sees the unread count in the menu, opens the message and replies, and the
// administrator sees the reply in the thread, oldest first. Then the trash: delete, restore, and delete forever
// after being asked. Every screen checked with axe.
import type { Page } from '@playwright/test';
import { expect, test } from './setup/fixtures';
import { checkA11y } from './setup/browser';
import { nextStamp } from '../../mocks/src/kit/stamp';

const viewport = { width: 1366, height: 850 };
const subject = `Thursday schedule ${nextStamp()}`;
const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1');

async function openMessagesMenu(page: Page): Promise<void> {
  const group = page.getByRole('button', { name: 'Messages', exact: true });
  if ((await group.getAttribute('aria-expanded')) !== 'true') await group.click();
}

test.describe('messages between the office administrator and the therapist', () => {
  test('are sent, counted unread, opened, replied to and read in order; trashed, restored and deleted for good', async ({ signedIn }) => {
    test.setTimeout(180_000);
    const office = await signedIn('Office administrator', { viewport });
    await openMessagesMenu(office);
    await office
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: /^Inbox/ })
      .click();
    await office.waitForURL('**/inbox');
    await office.getByRole('link', { name: /Caseload for December/ }).waitFor();
    await checkA11y(office, 'inbox');

    await office.getByRole('link', { name: 'Compose', exact: true }).first().click();
    await office.waitForURL('**/compose');
    await office.getByRole('button', { name: 'Send', exact: true }).click();
    await office.getByText('Choose at least one recipient.').waitFor();
    await office.getByText('The subject field is required.').waitFor();
    await office.getByText('The body field is required.').waitFor();
    await checkA11y(office, 'compose with errors');

    // The recipient by keyboard: type to search the staff (name or email), Enter takes the highlighted match.
    await office.locator('#compose-to').focus();
    await office.keyboard.type('therapist@practice');
    await office.getByRole('option', { name: /Jordan Ellis/ }).waitFor();
    await office.keyboard.press('Enter');
    await office.locator('.bp6-tag', { hasText: 'Jordan Ellis' }).waitFor();
    await office.keyboard.press('Escape');
    await office.getByRole('option', { name: /Jordan Ellis/ }).waitFor({ state: 'hidden' });
    await office.locator('#compose-subject').fill(subject);
    await office.locator('#compose-body').fill('The family asked to move Thursday to 4 pm. Can you take it?');
    await office.locator('#compose-attachment-file').setInputFiles({ name: 'schedule.pdf', mimeType: 'application/pdf', buffer: pdf });
    await expect.poll(() => office.getByText('Choose at least one recipient.').count()).toBe(0);
    await office.getByRole('button', { name: 'Send', exact: true }).click();
    await office.waitForURL('**/message/*');
    const threadPath = new URL(office.url()).pathname;
    await office.getByRole('heading', { name: subject }).waitFor();
    await office
      .getByRole('button', { name: /schedule\.pdf/ })
      .or(office.getByRole('link', { name: /schedule\.pdf/ }))
      .first()
      .waitFor();

    // The therapist, signed in on their own, sees the count in the menu and the message unread in the inbox.
    const therapist = await signedIn('Therapist', { viewport });
    await openMessagesMenu(therapist);
    const inboxLink = therapist.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: /^Inbox/ });
    // The count as the menu says it ('3 unread'); no count shown is none.
    const spoken = inboxLink.locator('.visually-hidden');
    const unread = async () => ((await spoken.count()) === 0 ? 0 : Number(/(\d+) unread/.exec((await spoken.textContent()) ?? '')?.[1] ?? '0'));
    await expect.poll(unread).toBeGreaterThan(0);
    const before = await unread();
    await inboxLink.click();
    await therapist.waitForURL('**/inbox');
    const row = therapist.getByRole('link', { name: new RegExp(subject) });
    await row.waitFor();
    expect(await row.innerText()).toContain('1 unread');
    await row.click();
    await therapist.waitForURL(`**${threadPath}`);
    await therapist.getByText('The family asked to move Thursday to 4 pm.').waitFor();
    // Opened is read: the count goes down by one.
    await expect.poll(unread).toBe(before - 1);
    const reply = therapist.locator('form[aria-label="Reply"] textarea');
    await reply.fill('Yes, 4 pm works for me.');
    await therapist.getByRole('button', { name: 'Send reply' }).click();
    await therapist.getByRole('article').filter({ hasText: 'Yes, 4 pm works for me.' }).waitFor();
    await expect.poll(() => reply.inputValue()).toBe('');
    await checkA11y(therapist, 'conversation');

    // The administrator sees the reply after theirs, with its author.
    await office.goto(threadPath);
    const entries = office.getByRole('list', { name: 'Messages, oldest first' }).getByRole('article');
    await expect.poll(() => entries.count()).toBe(2);
    expect(await entries.nth(0).innerText()).toContain('Dana Whitfield');
    expect(await entries.nth(1).innerText()).toContain('Jordan Ellis');
    expect(await entries.nth(1).innerText()).toContain('Yes, 4 pm works for me.');

    await office.goto('/send');
    await office.getByRole('link', { name: new RegExp(subject) }).waitFor();
    await checkA11y(office, 'sent');

    // Trash: moved there from the conversation, restored, moved again and deleted for good after the question.
    await office.goto(threadPath);
    await office.getByRole('button', { name: 'Delete', exact: true }).click();
    await office.waitForURL('**/inbox');
    await office.goto('/trash');
    await office.getByRole('link', { name: new RegExp(subject) }).waitFor();
    await checkA11y(office, 'trash');
    await office.getByRole('button', { name: `Restore ${subject}` }).click();
    await expect.poll(() => office.getByRole('link', { name: new RegExp(subject) }).count()).toBe(0);
    await office.goto('/send');
    await office.getByRole('button', { name: `Delete ${subject} (to trash)` }).click();
    await expect.poll(() => office.getByRole('link', { name: new RegExp(subject) }).count()).toBe(0);
    await office.goto('/trash');
    await office.getByRole('button', { name: `Delete forever: ${subject}` }).click();
    const question = office.getByRole('alertdialog');
    await question.getByText('cannot be restored').waitFor();
    await question.getByRole('button', { name: 'Delete forever' }).click();
    await expect.poll(() => office.getByRole('link', { name: new RegExp(subject) }).count()).toBe(0);
    // The therapist keeps their copy.
    await therapist.goto(threadPath);
    await therapist.getByText('Yes, 4 pm works for me.').first().waitFor();
  });
});
