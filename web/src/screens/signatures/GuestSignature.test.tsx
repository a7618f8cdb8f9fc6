// The guest signature page over the mocked schema: the person the link names signs by keyboard (a typed name) and
// is thanked; a refused link says why and offers no way to sign; a link without its token says it is incomplete.
import { SchemaLink } from '@apollo/client/link/schema';
import { createMockedSchema } from '@portal/mocks/resolvers';
import { screen } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UploadTransportContext } from '../../kit';
import { renderWithGraphQL } from '../../test/render';
import { fakeCanvases } from './canvasFake.fixture';
import { GuestSignature } from './GuestSignature';

type Resolvers = Parameters<typeof createMockedSchema>[0];
type SignArgs = { userId: string; token: string; input: { method: string; typedName: string; signature: unknown } };

const request = {
  userId: '6',
  name: 'Casper Wiegand',
  title: 'Therapist',
  expiresAt: '2026-12-01T10:00:00.000Z',
  signed: false,
  signedAt: null,
  url: null,
};
const expired = 'This signing link has expired. Ask the practice for a new one.';

beforeEach(() => void fakeCanvases());
afterEach(() => vi.restoreAllMocks());

function renderGuest(route: string, resolvers: Resolvers) {
  // Uploads go through their own transport: here the same mocked schema.
  const uploads = new SchemaLink({ schema: createMockedSchema(resolvers) });
  // The page reads its :user_id as its route gives it.
  const page = (
    <Routes>
      <Route path="/update-signature/:user_id" element={<GuestSignature />} />
    </Routes>
  );
  return renderWithGraphQL(page, {
    route,
    resolvers,
    wrapper: ({ children }: { children: ReactNode }) => <UploadTransportContext.Provider value={uploads}>{children}</UploadTransportContext.Provider>,
  });
}

describe('the guest signature page, signed out', () => {
  it('lets the person the link names sign by typing their name', async () => {
    const signed = vi.fn((_root: unknown, _args: SignArgs) => ({
      ...request,
      signed: true,
      signedAt: '2026-11-24T10:00:00.000Z',
      url: 'https://api.practice.example/storage/signatures/x.png',
    }));
    const { user } = renderGuest('/update-signature/6?token=123.abc.def', {
      Query: { signatureRequest: () => request },
      Mutation: { signWithLink: signed },
    });
    expect(await screen.findByRole('heading', { name: 'Signature of Casper Wiegand' })).toBeInTheDocument();
    expect(screen.getByText(/This link works for Casper Wiegand only, for one signature/)).toBeInTheDocument();

    screen.getByRole('tab', { name: 'Draw' }).focus();
    await user.keyboard('{ArrowRight}{Enter}');
    await user.tab();
    await user.keyboard('Casper Wiegand{Enter}');

    expect(await screen.findByText('Thank you, Casper Wiegand')).toBeInTheDocument();
    const args = signed.mock.calls[0]![1];
    expect(args).toMatchObject({ userId: '6', token: '123.abc.def', input: { method: 'TYPED', typedName: 'Casper Wiegand' } });
    expect(args.input.signature).toBeInstanceOf(File);
    expect(screen.getByRole('img', { name: 'Signature of Casper Wiegand' })).toHaveAttribute(
      'src',
      'https://api.practice.example/storage/signatures/x.png',
    );
  });

  it('refuses an expired or tampered link with the reason, and offers no way to sign', async () => {
    renderGuest('/update-signature/6?token=123.abc.def', {
      Query: {
        signatureRequest: () => {
          throw new GraphQLError(expired, { extensions: { code: 'BAD_USER_INPUT', fieldErrors: { token: [expired] } } });
        },
      },
    });
    expect(await screen.findByText('This signing link cannot be used')).toBeInTheDocument();
    expect(screen.getByText(expired)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign' })).not.toBeInTheDocument();
  });

  it('says a link without its token is incomplete', async () => {
    const ask = vi.fn(() => request);
    renderGuest('/update-signature/6', { Query: { signatureRequest: ask } });
    expect(await screen.findByText('This link is incomplete')).toBeInTheDocument();
    expect(ask).not.toHaveBeenCalled();
  });
});
