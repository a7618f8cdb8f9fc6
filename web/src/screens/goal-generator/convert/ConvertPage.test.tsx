// A conversion page against mocked resolvers: only the templates that fit the conversion are offered, the student
// is asked for only where the template reads one student per document, a refused file's message stands under the
// file field, and a converted file links to its rows.
import { ApolloLink } from '@apollo/client/link';
import { SchemaLink } from '@apollo/client/link/schema';
import { createMockedSchema } from '@portal/mocks/resolvers';
import { screen, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { UploadTransportContext } from '../../../kit';
import { renderWithGraphQL } from '../../../test/render';
import { ConvertPage } from './ConvertPage';
import { docToExcel, docToExcelV2 } from './conversions';

type Resolvers = Parameters<typeof createMockedSchema>[0];

const template = (id: string, name: string, type: string, studentMarker: string | null) => ({
  id,
  name,
  type,
  studentMarker,
  skillAreaMarker: 'HEADING_1',
  goalMarker: 'NUMBERED',
  targetMarker: 'BULLETED',
  studentColumn: 'Student',
  skillAreaColumn: 'Skill Area',
  goalColumn: 'Goal',
  targetColumn: 'Target',
  status: 1,
});

const refusal = "The file 'plan.docx' is a PNG image by its content, not a Word document (.docx).";

function practice() {
  const sent: Record<string, unknown>[] = [];
  let refuse = true;
  const resolvers: Resolvers = {
    Query: {
      allConversionTemplates: () => [
        template('1', 'Treatment plan (one student)', 'DOC_TO_EXCEL', null),
        template('2', 'Treatment plans (students by Title)', 'DOC_TO_EXCEL', 'TITLE'),
        template('3', 'Goal sheet to treatment plan', 'EXCEL_TO_DOC_DOC', null),
      ],
      goalClientFiles: () => ({ pageInfo: { total: 0, currentPage: 1, perPage: 50, lastPage: 1 }, nodes: [] }),
    },
    Mutation: {
      convertDocToExcel: (_root: unknown, args: Record<string, unknown>) => {
        if (refuse) {
          refuse = false;
          throw new GraphQLError(refusal, { extensions: { code: 'BAD_USER_INPUT', fieldErrors: { file: [refusal] } } });
        }
        return {
          id: '5',
          code: 'c0de',
          kind: 'DOC_TO_EXCEL',
          sourceName: 'plan.docx',
          templateName: 'Treatment plan (one student)',
          rowCount: 3,
          students: [String(args['studentName'])],
          createdBy: 'Dana Whitfield',
          createdAt: '2026-11-24T10:00:00Z',
          layout: { ...template('1', 'Treatment plan (one student)', 'DOC_TO_EXCEL', null), name: 'Treatment plan (one student)' },
        };
      },
    },
  };
  const schema = new SchemaLink({ schema: createMockedSchema(resolvers) });
  const link = new ApolloLink((operation) => {
    sent.push(operation.variables);
    return schema.request(operation)!;
  });
  return { resolvers, link, sent };
}

function open(conversion = docToExcel, setup = practice()) {
  const rendered = renderWithGraphQL(<ConvertPage conversion={conversion} />, {
    route: '/goal-generator/doc-to-excel',
    resolvers: setup.resolvers,
    wrapper: ({ children }) => <UploadTransportContext.Provider value={setup.link}>{children}</UploadTransportContext.Provider>,
  });
  return { ...rendered, setup };
}

const options = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('a conversion page', () => {
  it(
    'offers the fitting templates, asks for the student where needed, shows a refusal and then the converted file',
    { timeout: 15_000 },
    async () => {
      const { user, setup } = open();
      const select = await screen.findByRole('combobox', { name: /Conversion template/ });
      expect(options(select)).toEqual(['Select a template', 'Treatment plan (one student)', 'Treatment plans (students by Title)']);

      await user.selectOptions(select, '2');
      expect(screen.queryByRole('textbox', { name: /Student name/ })).toBeNull();
      await user.selectOptions(select, '1');
      expect(screen.getByText(/One student per document · Skill areas: Heading 1 style/)).toBeTruthy();
      await user.click(screen.getByRole('button', { name: 'Convert' }));
      expect(screen.getByText('The file field is required.')).toBeTruthy();
      expect(screen.getByText(/The student name field is required/)).toBeTruthy();

      await user.type(screen.getByRole('textbox', { name: /Student name/ }), 'Avery Stone');
      const word = new File(['PK'], 'plan.docx', { type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' });
      await user.upload(screen.getByLabelText(/^File: a Word document/), word);
      await user.click(screen.getByRole('button', { name: 'Convert' }));
      expect(await screen.findByText(refusal)).toBeTruthy();

      await user.click(screen.getByRole('button', { name: 'Convert' }));
      const done = await screen.findByRole('status');
      expect(within(done).getByText('3 goal rows read from plan.docx')).toBeTruthy();
      expect(within(done).getByRole('link', { name: 'Check and correct the rows' }).getAttribute('href')).toBe('/goal-generator/edit-file-data/5');
      expect(setup.sent.at(-1)).toMatchObject({ templateUId: '1', studentName: 'Avery Stone' });
    },
  );

  it('V-II offers only templates that mark students, and never asks for one', async () => {
    open(docToExcelV2);
    const select = await screen.findByRole('combobox', { name: /Conversion template/ });
    expect(options(select)).toEqual(['Select a template', 'Treatment plans (students by Title)']);
    expect(screen.getByText(/Version II reads several students/)).toBeTruthy();
  });
});
