// The kit's import page: the file goes through the upload transport with progress, then the summary.
import { ApolloLink } from '@apollo/client/link';
import { SchemaLink } from '@apollo/client/link/schema';
import { createMockedSchema } from '@portal/mocks/resolvers';
import { screen, within } from '@testing-library/react';
import { Observable } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { screens } from '../../screens/certifications';
import { renderWithGraphQL } from '../../test/render';
import { roles } from '../../test/roles';
import { UploadTransportContext } from '../transfer/useUpload';
import { badInput } from './fixtures';

type Resolvers = Parameters<typeof createMockedSchema>[0];

/** A transport over the mocked schema that reports half the file sent, then waits for the test to go on. */
function transport(resolvers: Resolvers, seen: Array<{ file: unknown; headers: unknown }>) {
  const schema = new SchemaLink({ schema: createMockedSchema(resolvers) });
  let proceed: () => void = () => {};
  const link = new ApolloLink((operation) => {
    seen.push({ file: operation.variables['file'], headers: operation.getContext()['headers'] });
    operation.getContext().onUploadProgress?.(0.5);
    return new Observable<ApolloLink.Result>((observer) => {
      proceed = () => {
        schema.request(operation)?.subscribe(observer);
      };
    });
  });
  return { link, proceed: () => proceed() };
}

describe('the import page', () => {
  it('uploads the file with a progress bar and shows rows imported and rejected with the reasons', async () => {
    const seen: Array<{ file: unknown; headers: unknown }> = [];
    const upload = transport(
      {
        Mutation: {
          importCertifications: () => ({
            imported: 2,
            rejected: 1,
            errors: [{ row: 3, message: 'The name field is required.' }],
          }),
        },
      },
      seen,
    );
    const { user } = renderWithGraphQL(
      <UploadTransportContext.Provider value={upload.link}>
        <screens.Import />
      </UploadTransportContext.Provider>,
      { route: '/import-certification', session: roles.office() },
    );
    const file = new File(['name,abbreviation\nBCBA,BCBA\nRBT,RBT\n,\n'], 'certifications.csv', { type: 'text/csv' });
    await user.upload(await screen.findByLabelText(/^File/), file);
    await user.click(screen.getByRole('button', { name: 'Upload and import' }));
    const progress = await screen.findByRole('progressbar', { name: 'Upload progress' });
    expect(progress).toHaveAttribute('aria-valuenow', '50');
    expect(screen.getByText('Uploading… 50%')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload and import' })).toBeDisabled();
    upload.proceed();

    const summary = await screen.findByRole('region', { name: 'Import summary' });
    expect(summary).toHaveTextContent('2 rows imported, 1 row rejected.');
    const row = within(summary).getByRole('row', { name: /3/ });
    expect(row).toHaveTextContent('The name field is required.');
    expect(seen[0]?.file).toBe(file);
    expect(seen[0]?.headers).toMatchObject({ authorization: 'Bearer test-token-office-administrator', 'apollo-require-preflight': 'true' });
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('shows the server refusing the file beside the file field', async () => {
    const upload = transport(
      {
        Mutation: {
          importCertifications: () => {
            throw badInput({ file: ['The file has no header row.'] });
          },
        },
      },
      [],
    );
    const { user } = renderWithGraphQL(
      <UploadTransportContext.Provider value={upload.link}>
        <screens.Import />
      </UploadTransportContext.Provider>,
      { route: '/import-certification', session: roles.office() },
    );
    await user.click(await screen.findByRole('button', { name: 'Upload and import' }));
    expect(await screen.findByText('The file field is required.')).toBeInTheDocument();
    await user.upload(screen.getByLabelText(/^File/), new File([''], 'empty.csv', { type: 'text/csv' }));
    await user.click(screen.getByRole('button', { name: 'Upload and import' }));
    upload.proceed();
    const message = await screen.findByText('The file has no header row.');
    expect(screen.getByLabelText(/^File/).getAttribute('aria-describedby')).toBe(message.id);
  });
});
