// Edit file data against mocked resolvers: the rows in an editable table with the check list above, a cell the
// stand-in refuses marked with its message and nothing saved, the corrected rows sent whole, and the downloads
// offered only once the rows are saved.
import { screen } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithGraphQL } from '../../../test/render';
import { EditFileData } from './EditFileData';

interface Row {
  student: string;
  skillArea: string;
  goal: string;
  target: string;
}

const layout = {
  name: 'Treatment plan',
  studentMarker: null,
  skillAreaMarker: 'HEADING_1',
  goalMarker: 'NUMBERED',
  targetMarker: 'BULLETED',
  studentColumn: 'Student',
  skillAreaColumn: 'Skill Area',
  goalColumn: 'Goal',
  targetColumn: 'Target',
};

function fileWith(rows: Row[]) {
  return {
    id: '7',
    code: 'c0de',
    kind: 'DOC_TO_EXCEL',
    sourceName: 'plan.docx',
    templateName: 'Treatment plan',
    rowCount: rows.length,
    students: ['Avery Stone'],
    createdBy: 'Dana Whitfield',
    createdAt: '2026-11-24T10:00:00Z',
    layout,
    rows,
  };
}

const rows: Row[] = [
  { student: 'Avery Stone', skillArea: 'Manding', goal: 'Request items', target: 'Ball' },
  { student: 'Avery Stone', skillArea: 'Langauge', goal: 'Follow directions', target: '' },
];

function page() {
  const sent: Row[][] = [];
  let saved = rows;
  const resolvers = {
    Query: {
      goalClientFile: () => fileWith(saved),
      goalClientFileChecks: () =>
        saved.some((row) => row.skillArea === 'Langauge')
          ? [{ row: 2, field: 'skill_area', value: 'Langauge', message: "Row 2: skill area 'Langauge' does not exist." }]
          : [],
    },
    Mutation: {
      updateGoalClientFile: (_root: unknown, args: { rows: Row[] }) => {
        sent.push(args.rows);
        const empty = args.rows.findIndex((row) => row.goal.trim() === '');
        if (empty >= 0) {
          throw new GraphQLError(`Row ${empty + 1}: the goal is required.`, {
            extensions: { code: 'BAD_USER_INPUT', fieldErrors: { [`rows.${empty}.goal`]: [`Row ${empty + 1}: the goal is required.`] } },
          });
        }
        saved = args.rows;
        return fileWith(saved);
      },
    },
  };
  const rendered = renderWithGraphQL(
    <Routes>
      <Route path="/goal-generator/edit-file-data/:file_id" element={<EditFileData />} />
    </Routes>,
    { route: '/goal-generator/edit-file-data/7', resolvers },
  );
  return { ...rendered, sent };
}

describe('edit file data', () => {
  it('marks a refused cell, then saves the corrected rows and offers the downloads', { timeout: 15_000 }, async () => {
    const { user, sent } = page();
    expect(await screen.findByText("Row 2: skill area 'Langauge' does not exist.")).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download spreadsheet' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save rows' })).toHaveProperty('disabled', true);

    const area = screen.getByRole('textbox', { name: 'Row 2 skill area' });
    await user.clear(area);
    await user.type(area, 'Listener Responding');
    await user.clear(screen.getByRole('textbox', { name: 'Row 1 goal' }));
    // Unsaved rows are not what the files would be written from.
    expect(screen.queryByRole('button', { name: 'Download spreadsheet' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save rows' }));
    expect(await screen.findByText('Row 1: the goal is required.')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Row 1 goal' }).getAttribute('aria-invalid')).toBe('true');

    await user.type(screen.getByRole('textbox', { name: 'Row 1 goal' }), 'Request items');
    await user.click(screen.getByRole('button', { name: 'Save rows' }));
    await screen.findByRole('button', { name: 'Download spreadsheet' });
    expect(sent.at(-1)).toEqual([rows[0], { ...rows[1], skillArea: 'Listener Responding' }]);
    expect(screen.queryByText(/does not exist/)).toBeNull();
  });

  it('adds a row below another and removes one', { timeout: 15_000 }, async () => {
    const { user } = page();
    await screen.findByRole('table', { name: 'Extracted goal rows' });
    await user.click(screen.getByRole('button', { name: 'Add a row below row 1' }));
    expect((screen.getByRole('textbox', { name: 'Row 2 goal' }) as HTMLInputElement).value).toBe('Request items');
    expect((screen.getByRole('textbox', { name: 'Row 2 target' }) as HTMLInputElement).value).toBe('');
    await user.click(screen.getByRole('button', { name: 'Remove row 3' }));
    expect(screen.queryByRole('textbox', { name: 'Row 3 goal' })).toBeNull();
  });
});
