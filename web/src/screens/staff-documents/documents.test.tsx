// The profile documents page: what the title requires, an upload with progress that turns a pending document into
// an uploaded one and asks the header's notice again, a refused file kept in the browser, and another person's id.
import { ApolloLink } from '@apollo/client/link';
import { SchemaLink } from '@apollo/client/link/schema';
import { createMockedSchema } from '@portal/mocks/resolvers';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Observable } from 'rxjs';
import { describe, expect, it, vi } from 'vitest';
import { UploadTransportContext } from '../../kit';
import { renderApp } from '../../test/render';
import { roles } from '../../test/roles';

type Resolvers = Parameters<typeof createMockedSchema>[0];

const file = (id: string, label: string) => ({
  id,
  staffId: '3',
  labelId: id === '10' ? '1' : '2',
  label,
  name: label,
  fileName: `${label.toLowerCase().replace(/\W+/g, '-')}.pdf`,
  mimeType: 'application/pdf',
  size: 20480,
  expiresOn: '2027-11-24',
  url: `http://files.test/${id}.pdf`,
  uploadedBy: 'Jordan Ellis',
  createdAt: '2026-11-20T14:00:00.000Z',
});

/** A therapist owing a CPR certification; once uploaded, nothing is pending. */
function practice() {
  let uploaded = false;
  const documentNotification = vi.fn(() => ({ message: null, lead: null, highlight: null, pendingFileCount: uploaded ? 0 : 1 }));
  const resolvers: Resolvers = {
    Query: {
      documentNotification,
      staffDocuments: () => ({
        staffId: '3',
        staffName: 'Jordan Ellis',
        staffTitle: 'RBT',
        pendingFileCount: uploaded ? 0 : 1,
        requirements: [
          { labelId: '1', label: 'Background Check', required: 1, expiresAfterDays: null, state: 'UPLOADED', file: file('10', 'Background Check') },
          {
            labelId: '2',
            label: 'CPR Certification',
            required: 1,
            expiresAfterDays: 730,
            state: uploaded ? 'UPLOADED' : 'PENDING',
            file: uploaded ? file('11', 'CPR Certification') : null,
          },
        ],
        files: uploaded ? [file('11', 'CPR Certification'), file('10', 'Background Check')] : [file('10', 'Background Check')],
      }),
    },
    Mutation: {
      uploadStaffFile: () => {
        uploaded = true;
        return file('11', 'CPR Certification');
      },
    },
  };
  const seen: Record<string, unknown>[] = [];
  const schema = new SchemaLink({ schema: createMockedSchema(resolvers) });
  let proceed: () => void = () => {};
  const link = new ApolloLink((operation) => {
    seen.push(operation.variables);
    operation.getContext().onUploadProgress?.(0.4);
    return new Observable<ApolloLink.Result>((observer) => {
      proceed = () => schema.request(operation)?.subscribe(observer);
    });
  });
  return { resolvers, documentNotification, seen, link, proceed: () => proceed() };
}

function open(route: string, setup = practice()) {
  const app = renderApp({
    route,
    session: roles.therapist(),
    resolvers: setup.resolvers,
    wrapper: ({ children }) => <UploadTransportContext.Provider value={setup.link}>{children}</UploadTransportContext.Provider>,
  });
  return { ...app, setup };
}

describe('my documents', () => {
  it('uploads a pending document with progress; it turns uploaded and the notice is asked again', async () => {
    const { user, setup } = open('/profile-documents/3');
    const required = await screen.findByRole('region', { name: 'Required for RBT' });
    const cpr = within(required).getByRole('row', { name: /CPR Certification/ });
    expect(within(cpr).getByText('Pending')).toBeInTheDocument();
    expect(screen.getByText('1 document is awaiting upload')).toBeInTheDocument();
    // The notice does not cover the page that answers it.
    expect(screen.queryByRole('dialog', { name: 'Please Upload Documents' })).not.toBeInTheDocument();
    const asked = setup.documentNotification.mock.calls.length;

    await user.click(within(cpr).getByRole('button', { name: 'Upload CPR Certification' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upload a document' });
    expect(within(dialog).getByLabelText('Document')).toHaveValue('2');
    await user.upload(within(dialog).getByLabelText(/^File/), new File(['%PDF-1.4'], 'cpr.pdf', { type: 'application/pdf' }));
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(await screen.findByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute('aria-valuenow', '40');
    expect(within(dialog).getByText('Uploading… 40%')).toBeInTheDocument();
    setup.proceed();

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Upload a document' })).not.toBeInTheDocument());
    expect(setup.seen[0]).toMatchObject({ staffId: '3', labelId: '2' });
    expect(await screen.findByText('Every required document is uploaded')).toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: /CPR Certification/ })).getByText('Uploaded')).toBeInTheDocument();
    await waitFor(() => expect(setup.documentNotification.mock.calls.length).toBeGreaterThan(asked));
  });

  it('refuses a file that is not a PDF, PNG, JPEG or DOCX beside the field, and sends nothing', async () => {
    const { user, setup } = open('/profile-documents/3');
    await user.click(await screen.findByRole('button', { name: 'Upload a document' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upload a document' });
    // Chosen past the input's accept list, as a drop or an "All files" choice can.
    fireEvent.change(within(dialog).getByLabelText(/^File/), { target: { files: [new File(['GIF89a'], 'card.gif', { type: 'image/gif' })] } });
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(within(dialog).getByText('The selected file type is not allowed. Only PDF, PNG, JPEG and DOCX is supported.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^File/)).toHaveAttribute('aria-invalid', 'true');
    expect(setup.seen).toHaveLength(0);
  });

  it("shows another person's id as not theirs, with a way to their own", async () => {
    open('/profile-documents/9');
    expect(await screen.findByRole('heading', { name: 'These are not your documents' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open my documents' })).toHaveAttribute('href', '/profile-documents/3');
  });
});
