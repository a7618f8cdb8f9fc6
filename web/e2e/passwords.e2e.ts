import { expect, test } from './setup/fixtures';
import { checkA11y, demoSignIn, signIn } from './setup/browser';

test.describe('forgot and change password', () => {
  test("shows the server's message for a reset link, then sets the password with the mailed token", async ({ openPage, standIn }) => {
    const parent = demoSignIn('Parent');
    const page = await openPage('/forgot-password');
    await checkA11y(page);
    await page.getByLabel('Email').fill(parent.email);
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    const popup = page.getByRole('alertdialog');
    await popup.waitFor();
    await expect(popup.innerText()).resolves.toContain('We have emailed your password reset link.');
    await popup.getByRole('button', { name: 'OK' }).click();

    const tokens = await standIn.control<Record<string, string>>('reset-tokens');
    const token = tokens[parent.email];
    expect(token).toBeTruthy();

    await page.goto(`/change-password/${encodeURIComponent(token ?? '')}`);
    await page.getByLabel('Email').fill(parent.email);
    // The same password again, so the other specs can still sign in as the parent.
    await page.getByLabel('New password').fill(parent.password);
    await page.getByLabel('Confirm password').fill(parent.password);
    await checkA11y(page, 'change password');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await popup.waitFor();
    await expect(popup.innerText()).resolves.toContain('Your password has been reset.');
    await popup.getByRole('button', { name: 'OK' }).click();

    await page.getByRole('link', { name: 'Back to sign in' }).click();
    await signIn(page, 'Parent');
  });

  test("shows the server's message in a warning popup when it refuses", async ({ openPage }) => {
    const page = await openPage('/forgot-password');
    await page.getByLabel('Email').fill('nobody@practice.test');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    const popup = page.getByRole('alertdialog');
    await popup.waitFor();
    await expect(popup.innerText()).resolves.toContain("We can't find a user with that email address.");
    await checkA11y(page, 'forgot password refused');

    await page.goto('/change-password/not-a-token');
    await page.getByLabel('Email').fill('parent@practice.test');
    await page.getByLabel('New password').fill('Whatever#2026');
    await page.getByLabel('Confirm password').fill('Whatever#2026');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await popup.waitFor();
    await expect(popup.innerText()).resolves.toContain('This password reset token is invalid.');
  });
});
