// A kit form's submit carries an idempotency key: a double click of the same values sends one key, so the gateway
// makes one record; other values are another submission with a key of its own, and a refusal lets the key go.
import { screen, waitFor } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { CreateCertificationDocument, type CertificationInput } from '../../gql/graphql';
import { renderWithGraphQL } from '../../test/render';
import { roles } from '../../test/roles';
import { RecordForm } from '../form/RecordForm';
import type { FieldSpec } from '../form/fieldSpec';
import { useWrite } from './useWrite';

const fields: FieldSpec<CertificationInput>[] = [{ name: 'name', label: 'Name', kind: 'text', required: true }];

function AddCertification() {
  const creating = useWrite(CreateCertificationDocument);
  return <RecordForm<CertificationInput> label="Add certification" fields={fields} submitText="Add" save={(input) => creating.run({ input })} />;
}

function renderForm() {
  const keys: (string | undefined)[] = [];
  const rendered = renderWithGraphQL(<AddCertification />, {
    session: roles.office(),
    resolvers: {
      Mutation: {
        createCertification: (_parent: unknown, args: { input: CertificationInput }, context: { headers?: Record<string, string> }) => {
          keys.push(context.headers?.['Idempotency-Key']);
          return { id: String(keys.length), name: args.input.name };
        },
      },
    },
  });
  return { keys, ...rendered };
}

describe('the submit key', () => {
  it('sends one key for a double click of the same values', async () => {
    const { user, keys } = renderForm();
    await user.type(await screen.findByLabelText(/^Name/), 'First aid');
    await user.dblClick(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add' })).toBeEnabled());
    expect(keys.length).toBeGreaterThan(0);
    expect(new Set(keys).size).toBe(1);
    expect(keys[0]).toMatch(/^"[0-9a-f-]{36}"$/);
  });

  it('gives other values a key of their own', async () => {
    const { user, keys } = renderForm();
    const name = await screen.findByLabelText(/^Name/);
    await user.type(name, 'CPR');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(keys).toHaveLength(1));
    await user.type(name, ' level 2');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(keys).toHaveLength(2));
    expect(keys[1]).not.toBe(keys[0]);
  });

  it('sends the same values again with a new key after a refusal', async () => {
    const keys: (string | undefined)[] = [];
    const { user } = renderWithGraphQL(<AddCertification />, {
      session: roles.office(),
      resolvers: {
        Mutation: {
          createCertification: (_parent: unknown, _args: unknown, context: { headers?: Record<string, string> }) => {
            keys.push(context.headers?.['Idempotency-Key']);
            throw new GraphQLError('The name has already been taken.', {
              extensions: { code: 'BAD_USER_INPUT', fieldErrors: { 'input.name': ['The name has already been taken.'] } },
            });
          },
        },
      },
    });
    await user.type(await screen.findByLabelText(/^Name/), 'CPR');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await screen.findByText('The name has already been taken.');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(keys).toHaveLength(2));
    expect(keys[1]).not.toBe(keys[0]);
  });
});
