// The compose form: bad input is refused beside each field with nothing sent; a send that fails keeps the draft (in
// the form and in sessionStorage, so a reload keeps it) and says why; the retry sends the same client id; once it
// goes through the draft is dropped.
import { ApolloLink } from '@apollo/client/link';
import { screen } from '@testing-library/react';
import { Observable } from 'rxjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UploadTransportContext } from '../../kit';
import { renderWithGraphQL } from '../../test/render';
import { roles } from '../../test/roles';
import { ComposeForm, composeDraftKey } from './ComposeForm';
import { draftStorageKey } from './draft';
import { messageRules } from './rules';
import { notSentMessage } from './useSending';

const staff = [
  { id: '11', name: 'Jordan Ellis', firstName: 'Jordan', lastName: 'Ellis', email: 'therapist@practice.test', userType: 'Therapist' },
  { id: '12', name: 'Riley Stone', firstName: 'Riley', lastName: 'Stone', email: 'riley@practice.test', userType: 'Therapist' },
];
const resolvers = {
  Query: {
    allStaffs: () => ({ pageInfo: { total: 2, currentPage: 1, lastPage: 1, perPage: 100, from: 1, to: 2 }, nodes: staff }),
  },
};

type Sent = Record<string, unknown>;

/** An upload transport that fails the first `failures` sends with a server error, then answers the new message. */
function transport(failures: number, sent: Sent[]) {
  return new ApolloLink((operation) => {
    sent.push(operation.variables['input'] as Sent);
    return new Observable<ApolloLink.Result>((observer) => {
      if (sent.length <= failures) observer.next({ errors: [{ message: 'The mail server is not answering.' }] } as ApolloLink.Result);
      else observer.next({ data: { sent: { __typename: 'Message', id: '77' } } } as ApolloLink.Result);
      observer.complete();
    });
  });
}

function renderForm(failures: number) {
  const sent: Sent[] = [];
  const onSent = vi.fn();
  const link = transport(failures, sent);
  const view = renderWithGraphQL(<ComposeForm onSent={onSent} />, {
    route: '/compose',
    session: roles.office(),
    resolvers,
    wrapper: ({ children }) => <UploadTransportContext.Provider value={link}>{children}</UploadTransportContext.Provider>,
  });
  return { ...view, sent, onSent };
}

// The office administrator's (user 2) drafts, where the form keeps them.
const officeDraftKey = draftStorageKey(composeDraftKey, '2');

afterEach(() => window.sessionStorage.clear());

describe('the compose form', () => {
  it('says beside each field what is missing and sends nothing', async () => {
    const { user, sent } = renderForm(0);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(messageRules.recipients)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Subject/)).toHaveAccessibleDescription(messageRules.subject);
    expect(screen.getByLabelText(/^Message/)).toHaveAccessibleDescription(messageRules.body);
    expect(screen.getByLabelText(/^To/)).toHaveAccessibleDescription(messageRules.recipients);
    expect(sent).toEqual([]);
  });

  it('keeps the draft when the send fails, says why, and retries with the same client id', async () => {
    const { user, sent, onSent } = renderForm(1);
    await user.click(screen.getByLabelText(/^To/));
    await user.keyboard('Jor');
    await screen.findByRole('option', { name: /Jordan Ellis/ });
    // The first match is highlighted; Enter takes it.
    await user.keyboard('{Enter}');
    await user.type(screen.getByLabelText(/^Subject/), 'Thursday');
    await user.type(screen.getByLabelText(/^Message/), 'Can you take 4 pm?');

    await user.click(screen.getByRole('button', { name: 'Send' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(notSentMessage);
    expect(alert).toHaveTextContent('The mail server is not answering.');
    // The draft is still in the form and in sessionStorage.
    expect(screen.getByLabelText(/^Subject/)).toHaveValue('Thursday');
    expect(screen.getByLabelText(/^Message/)).toHaveValue('Can you take 4 pm?');
    expect(screen.getByText('Jordan Ellis')).toBeInTheDocument();
    const stored = JSON.parse(window.sessionStorage.getItem(officeDraftKey) ?? '{}') as {
      subject?: string;
      body?: string;
      recipients?: { id: string }[];
    };
    expect(stored).toMatchObject({ subject: 'Thursday', body: 'Can you take 4 pm?', recipients: [{ id: '11' }] });
    expect(onSent).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Send' }));
    await vi.waitFor(() => expect(onSent).toHaveBeenCalledWith('77'));
    expect(sent).toHaveLength(2);
    expect(sent[0]).toMatchObject({ recipientIds: ['11'], subject: 'Thursday', body: 'Can you take 4 pm?' });
    expect(sent[1]!['clientId']).toBe(sent[0]!['clientId']);
    expect(typeof sent[0]!['clientId']).toBe('string');
    // Sent: the draft is gone, and the next one has a new client id.
    const next = JSON.parse(window.sessionStorage.getItem(officeDraftKey) ?? '{}') as { subject?: string; clientId?: string };
    expect(next.subject).toBe('');
    expect(next.clientId).not.toBe(sent[0]!['clientId']);
  });

  it('starts from the draft a reload left in sessionStorage', async () => {
    window.sessionStorage.setItem(
      officeDraftKey,
      JSON.stringify({ recipients: [{ id: '12', name: 'Riley Stone' }], subject: 'Kept', body: 'Typed before the reload', clientId: 'c-1' }),
    );
    renderForm(0);
    expect(screen.getByLabelText(/^Subject/)).toHaveValue('Kept');
    expect(screen.getByLabelText(/^Message/)).toHaveValue('Typed before the reload');
    expect(screen.getByText('Riley Stone')).toBeInTheDocument();
  });

  it("never starts from another user's draft left in the same tab", () => {
    window.sessionStorage.setItem(
      draftStorageKey(composeDraftKey, '3'),
      JSON.stringify({ recipients: [{ id: '12', name: 'Riley Stone' }], subject: 'The therapist’s', body: 'Not for the next user', clientId: 'c-2' }),
    );
    renderForm(0);
    expect(screen.getByLabelText(/^Subject/)).toHaveValue('');
    expect(screen.getByLabelText(/^Message/)).toHaveValue('');
    expect(screen.queryByText('Riley Stone')).not.toBeInTheDocument();
  });
});
