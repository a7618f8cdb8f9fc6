// The invoice import against mocked resolvers: the file goes up through the upload transport and its sheets are
// offered; a sheet without the columns is refused with the API's message; the second sheet is chosen and its rows
// checked (problems listed by row, nothing imported yet); the import starts and its progress is followed to the end.
import { ApolloLink } from '@apollo/client/link';
import { SchemaLink } from '@apollo/client/link/schema';
import { createMockedSchema } from '@portal/mocks/resolvers';
import { screen } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { UploadTransportContext } from '../../../kit/transfer/useUpload';
import { renderWithGraphQL } from '../../../test/render';
import { roles } from '../../../test/roles';
import { ImportWizard } from './ImportWizard';

type Resolvers = Parameters<typeof createMockedSchema>[0];

const base = {
  id: '7',
  area: 'Invoice',
  kind: 'SESSIONS',
  fileName: 'october.xlsx',
  fileType: 'xlsx',
  sheets: ['Summary', 'Sessions'],
  chosenSheet: null,
  status: 'UPLOADED',
  totalRows: 0,
  processedRows: 0,
  imported: 0,
  alreadyPresent: 0,
  rejected: 0,
  errors: [],
  uploadedBy: 'Office Admin',
  createdAt: '2026-11-24T08:00:00.000Z',
  startedAt: null,
  finishedAt: null,
};
const problems = [{ row: 3, message: 'Student ID 999999 is not a student.' }];

function simulated() {
  const calls = { chosen: [] as string[], started: 0 };
  let polls = 0;
  const resolvers: Resolvers = {
    Mutation: {
      uploadSpreadsheet: () => base,
      chooseImportSheet: (_root: unknown, { chosenSheet }: { chosenSheet: string }) => {
        calls.chosen.push(chosenSheet);
        if (chosenSheet === 'Summary') {
          throw new GraphQLError('The given data was invalid.', {
            extensions: { code: 'BAD_USER_INPUT', fieldErrors: { chosenSheet: ['The sheet Summary is missing the columns: Student ID, Staff ID.'] } },
          });
        }
        return { ...base, chosenSheet, status: 'READY', totalRows: 3 };
      },
      checkInvoiceSheet: () => ({ sourceId: '7', totalRows: 3, valid: 2, alreadyPresent: 0, rejected: 1, errors: problems }),
      importInvoiceData: () => {
        calls.started += 1;
        return { ...base, chosenSheet: 'Sessions', status: 'RUNNING', totalRows: 3, processedRows: 1, rejected: 1, errors: problems };
      },
    },
    Query: {
      excelImportLog: () => {
        polls += 1;
        const done = polls > 1;
        return {
          ...base,
          chosenSheet: 'Sessions',
          status: done ? 'COMPLETED_WITH_ERRORS' : 'RUNNING',
          totalRows: 3,
          processedRows: done ? 3 : 2,
          imported: done ? 2 : 1,
          rejected: 1,
          errors: problems,
        };
      },
    },
  };
  return { resolvers, calls };
}

function uploadLink(resolvers: Resolvers) {
  const schema = new SchemaLink({ schema: createMockedSchema(resolvers) });
  return new ApolloLink((operation) => schema.request(operation)!);
}

describe('the invoice import', () => {
  it('uploads, refuses a sheet without the columns, checks the chosen sheet and follows the import to its end', { timeout: 20_000 }, async () => {
    const { resolvers, calls } = simulated();
    const { user } = renderWithGraphQL(
      <UploadTransportContext.Provider value={uploadLink(resolvers)}>
        <ImportWizard />
      </UploadTransportContext.Provider>,
      { route: '/invoice-import-list', resolvers, session: roles.office() },
    );
    await user.upload(await screen.findByLabelText(/^Spreadsheet/), new File(['x'], 'october.xlsx'));
    await user.click(screen.getByRole('button', { name: 'Upload' }));

    expect(await screen.findByRole('radio', { name: 'Summary' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Use this sheet' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The sheet Summary is missing the columns: Student ID, Staff ID.');

    await user.click(screen.getByRole('radio', { name: 'Sessions' }));
    await user.click(screen.getByRole('button', { name: 'Use this sheet' }));
    const table = await screen.findByRole('table', { name: 'Rows with problems' });
    expect(table).toHaveTextContent('Student ID 999999 is not a student.');
    expect(calls.chosen).toEqual(['Summary', 'Sessions']);
    expect(calls.started).toBe(0);

    await user.click(screen.getByRole('button', { name: 'Import 2 rows' }));
    expect(await screen.findByRole('progressbar', { name: 'Import progress' })).toBeInTheDocument();
    expect(await screen.findByText('2 rows imported, 0 rows already present, 1 row refused.', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open in the import log' })).toHaveAttribute('href', '/import-file-log/details/7');
    expect(screen.getByRole('button', { name: 'Export error sheet' })).toBeInTheDocument();
  });
});
