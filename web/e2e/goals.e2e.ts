// Target playlists in Chromium as the office administrator: a goal sheet with one bad row is checked before anything
// is written (the near-miss skill area named with its suggestion), fixed and checked again, imported as a job whose
// progress ends in the import list; a playlist reordered by keyboard (Alt+Up on a target's handle, announced) and
// saved; the goal list, a goal tree, mass edit, the deleted goals, the goal attributes and the student record's goals
// page opened. Every screen is checked with axe.
import type { Page } from '@playwright/test';
import { expect, test } from './setup/fixtures';
import { checkA11y } from './setup/browser';
import { graphqlAs } from './setup/graphql';

const viewport = { width: 1366, height: 850 };
const header = 'student_name,parent_goal,goal_name,skill_area,targets,recording_type,mastery_criteria';

function sheet(student: string, skillArea: string): { name: string; mimeType: string; buffer: Buffer } {
  const lines = [
    header,
    `${student},,E2E parent: label the world,Tacting,,Percentage,80% across 3 sessions`,
    `${student},E2E parent: label the world,E2E sub: name animals,${skillArea},Dog; Cat; Horse,Percentage,`,
  ];
  return { name: 'e2e-goals.csv', mimeType: 'text/csv', buffer: Buffer.from(lines.join('\n')) };
}

interface TreeGoal {
  id: string;
  name: string;
  studentId: string;
  targets: { id: string; name: string }[];
  subGoals: { id: string; name: string; targets: { id: string; name: string }[] }[];
}

async function seededTree(page: Page): Promise<TreeGoal> {
  const parents = await graphqlAs<{ goals: { nodes: { id: string }[] } }>(
    page,
    '{ goals(filter: { parentsOnly: true }, page: { perPage: 50 }) { nodes { id } } }',
  );
  const tree = await graphqlAs<{ goal: TreeGoal }>(
    page,
    'query($id: ID!) { goal(id: $id) { id name studentId targets { id name } subGoals { id name targets { id name } } } }',
    {
      id: parents.goals.nodes.at(-1)!.id,
    },
  );
  return tree.goal;
}

test.describe('target playlists as the office administrator', () => {
  test('checks a goal sheet with a bad row, imports it once fixed, and lists the import', async ({ signedIn }) => {
    test.setTimeout(240_000);
    const page = await signedIn('Office administrator', { viewport });
    const found = await graphqlAs<{ page: { nodes: { firstName: string; lastName: string }[] } }>(
      page,
      '{ page: students(page: { perPage: 50 }) { nodes { firstName lastName } } }',
    );
    const student = `${found.page.nodes[0]!.firstName} ${found.page.nodes[0]!.lastName}`;

    await page.goto('/mass-goal-import');
    const form = page.getByRole('form', { name: 'Import goals' });
    await form.getByLabel(/^File/).setInputFiles(sheet(student, 'Tactng'));
    await form.getByRole('button', { name: 'Check the file' }).click();
    await page.getByText("row 3: skill area 'Tactng' does not exist; did you mean Tacting?").waitFor();
    await page.getByText('1 row valid').waitFor();
    await checkA11y(page, 'mass goal import, checked');

    // Fixed and checked again: nothing left to report, both rows import.
    await form.getByLabel(/^File/).setInputFiles(sheet(student, 'Tacting'));
    await form.getByRole('button', { name: 'Check the file' }).click();
    await page.getByText('2 rows valid').waitFor();
    await expect(page.getByRole('table', { name: 'Problems by row' }).count()).resolves.toBe(0);
    await form.getByRole('button', { name: 'Import 2 rows' }).click();
    await page.getByText(/e2e-goals\.csv: 2 rows imported, 0 rows skipped/).waitFor({ timeout: 20_000 });
    expect(page.url()).toMatch(/\/mass-goal-import\?import=\d+$/);

    await page.getByRole('link', { name: 'See the import list' }).click();
    await page.getByRole('table', { name: 'Imports' }).getByText('e2e-goals.csv').first().waitFor();
    await page.getByRole('gridcell', { name: 'E2E sub: name animals', exact: true }).waitFor();
    await checkA11y(page, 'goal import list');
  });

  test('reorders a playlist by keyboard and saves the order', async ({ signedIn }) => {
    test.setTimeout(240_000);
    const page = await signedIn('Office administrator', { viewport });
    const tree = await seededTree(page);
    const sub = tree.subGoals.find((goal) => goal.targets.length >= 3)!;
    const last = sub.targets.at(-1)!;

    await page.goto(`/edit-goal/${sub.id}`);
    const handle = page.getByRole('button', { name: `Move ${last.name}, position ${sub.targets.length} of ${sub.targets.length}` });
    await handle.focus();
    for (let step = 1; step < sub.targets.length; step += 1) await page.keyboard.press('Alt+ArrowUp');
    await page
      .getByRole('status')
      .filter({ hasText: `${last.name} moved to position 1 of ${sub.targets.length}.` })
      .waitFor();
    // The focus stays on the handle of the target that moved.
    await expect(page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).resolves.toBe(
      `Move ${last.name}, position 1 of ${sub.targets.length}`,
    );
    await checkA11y(page, 'edit goal, playlist');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.waitForURL(`**/edit-goal/${tree.id}`);
    const saved = await graphqlAs<{ goal: { targets: { name: string }[] } }>(page, 'query($id: ID!) { goal(id: $id) { targets { name } } }', {
      id: sub.id,
    });
    expect(saved.goal.targets.map((target) => target.name)).toEqual([last.name, ...sub.targets.slice(0, -1).map((target) => target.name)]);

    // The parent's page: the tree of its sub-goals.
    await page.getByRole('list', { name: `Sub-goals of ${tree.name}` }).waitFor();
    await checkA11y(page, 'edit goal, tree');

    await page.goto(`/mass-goal-edit/${tree.id}`);
    await page.getByText(`${tree.subGoals.length + 1} goals chosen.`).waitFor();
    // The grid ticks its rows' boxes once it has drawn them, a moment after the count above.
    await expect.poll(() => page.getByRole('checkbox', { checked: true }).count()).toBeGreaterThanOrEqual(tree.subGoals.length + 1);
    await checkA11y(page, 'mass goal edit');

    await page.goto(`/student-goals/${tree.studentId}`);
    await page.getByRole('link', { name: tree.name }).waitFor();
  });

  test('lists the goals with filters, asks before a mass delete how many goals it touches, and shows the setup pages', async ({ signedIn }) => {
    test.setTimeout(240_000);
    const page = await signedIn('Office administrator', { viewport });
    const tree = await seededTree(page);

    await page.goto(`/goal?student=${tree.studentId}&level=parents`);
    const row = page.getByRole('row', { name: new RegExp(tree.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) });
    await row.waitFor();
    await checkA11y(page, 'goal list');
    await row.getByRole('checkbox').first().check();
    await page.getByRole('button', { name: 'Delete selected (1)' }).click();
    await page.getByText(`Delete ${tree.subGoals.length + 1} goals?`).waitFor();
    await page.getByRole('button', { name: `Delete ${tree.subGoals.length + 1} goals` }).waitFor();
    await page.getByRole('button', { name: 'Cancel' }).click();

    await page.goto('/delete-goal');
    await page.getByRole('toolbar').first().waitFor();
    await checkA11y(page, 'deleted goals');

    await page.goto('/goal-attribute');
    await page.getByRole('gridcell', { name: 'Domain', exact: true }).waitFor();
    await checkA11y(page, 'goal attributes');
  });
});
