import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithGraphQL, signedInAs, type RenderOptions } from '../test/render';
import { stubCanvas } from './canvasStub.fixture';
import { FeedbackWidget } from './FeedbackWidget';
import { userAgents } from './userAgents.fixture';

// Whole-app renders with Blueprint overlays take 1 to 3 s each on the shared 2-core machine; 5 s is too tight.
vi.setConfig({ testTimeout: 20_000 });

const messages = {
  success: 'Thanks for your feedback, we will review and improve our service.',
  discard: 'Are you sure to discard the feedback?',
  leave: 'You have unsaved changes. are you sure you wish to leave?',
  type: 'The selected file type is not allowed. Only PNG and JPEG is supported.',
  size: 'The file exceed the maximum allowed limit (10 MB).',
};

interface SentInput {
  name: string;
  email: string;
  feedback: string;
  consent: boolean;
  screenshot: File | null;
  userAgent: Array<{ label: string; value: string }>;
}

type SendFeedback = (input: SentInput) => unknown;

function renderWidget(sendFeedback?: SendFeedback, options: RenderOptions = {}) {
  const resolvers = sendFeedback ? { Mutation: { sendFeedback: (_: unknown, args: { input: SentInput }) => sendFeedback(args.input) } } : undefined;
  const view = renderWithGraphQL(<FeedbackWidget />, { ...options, resolvers: { ...resolvers, ...options.resolvers } });
  // user-event filters files by `accept` unless told not to; the content check is what is under test.
  return { ...view, user: userEvent.setup({ applyAccept: false }) };
}

const launcher = () => screen.queryByRole('button', { name: 'Send feedback' });
const dialog = () => screen.queryByRole('dialog', { name: 'Send feedback' });

async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(launcher()!);
  return screen.findByRole('dialog', { name: 'Send feedback' });
}

/** Pastes into a field (a change event per paste; typing key by key is slow and not what is under test). */
async function enter(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await enter(user, screen.getByLabelText(/Full name/), 'Ann Lee');
  await enter(user, screen.getByLabelText(/Email address/), 'ann@practice.test');
  await enter(user, screen.getByLabelText(/Describe your feedback/), 'The student list does not page.');
}

const pngSignature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
function imageFile(head: number[], size: number, name: string, type: string): File {
  const bytes = new Uint8Array(size);
  bytes.set(head);
  return new File([bytes], name, { type });
}
const png = (name = 'shot.png', size = 256) => imageFile(pngSignature, size, name, 'image/png');
const gif = () =>
  imageFile(
    [...'GIF89a'].map((c) => c.charCodeAt(0)),
    256,
    'renamed.png',
    'image/png',
  );

function browserIs(userAgent: string, getDisplayMedia?: MediaDevices['getDisplayMedia']) {
  vi.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(userAgent);
  Object.defineProperty(window.navigator, 'mediaDevices', {
    configurable: true,
    value: getDisplayMedia ? { getDisplayMedia } : undefined,
  });
}

afterEach(() => {
  vi.restoreAllMocks();
  Reflect.deleteProperty(window.navigator, 'mediaDevices');
});

describe('FeedbackWidget: the form', () => {
  it('opens a dialog titled Send feedback with the three fields, consent on by default and the info note', async () => {
    const { user } = renderWidget();
    const box = await openDialog(user);
    expect(within(box).getByLabelText(/Full name/)).toHaveValue('');
    expect(within(box).getByLabelText(/Email address/)).toHaveAttribute('type', 'email');
    expect(within(box).getByLabelText(/Describe your feedback/)).toBeInTheDocument();
    expect(within(box).getByRole('checkbox', { name: 'We may email you for more information or updates' })).toBeChecked();
    expect(within(box).getByText(/Some system information may be sent/)).toBeInTheDocument();
    expect(within(box).getByLabelText('Upload a screenshot')).toBeInTheDocument();
    expect(within(box).getByRole('button', { name: 'Submit' })).toBeInTheDocument();
  });

  it('shows the required message under each empty field, tied to it, and focuses the first', async () => {
    const send = vi.fn();
    const { user } = renderWidget(send);
    await openDialog(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByLabelText(/Full name/)).toHaveAccessibleDescription('The name field is required');
    expect(screen.getByLabelText(/Email address/)).toHaveAccessibleDescription('The email field is required');
    expect(screen.getByLabelText(/Describe your feedback/)).toHaveAccessibleDescription('The feedback field is required');
    expect(screen.getByLabelText(/Full name/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/Full name/)).toHaveFocus();
    expect(send).not.toHaveBeenCalled();
  });

  it('checks the name (1 to 3 words of letters) and the email, and clears a message once fixed', async () => {
    const send = vi.fn();
    const { user } = renderWidget(send);
    await openDialog(user);
    const name = screen.getByLabelText(/Full name/);
    const email = screen.getByLabelText(/Email address/);
    await enter(user, name, 'Mary Ann Lee Smith');
    await enter(user, email, 'ann@');
    await enter(user, screen.getByLabelText(/Describe your feedback/), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(name).toHaveAccessibleDescription('The name field must be a valid name');
    expect(email).toHaveAccessibleDescription('The email field must be a valid email');

    await user.clear(name);
    await enter(user, name, 'R2 D2');
    expect(name).toHaveAccessibleDescription('The name field must be a valid name');
    await user.clear(name);
    await enter(user, name, 'Mary Ann Lee');
    expect(name).not.toHaveAccessibleDescription();
    await enter(user, email, 'practice.test');
    expect(email).not.toHaveAccessibleDescription();
    expect(send).not.toHaveBeenCalled();
  });

  it('validates a field when the user leaves it', async () => {
    const { user } = renderWidget();
    await openDialog(user);
    await user.click(screen.getByLabelText(/Email address/));
    await user.tab();
    expect(screen.getByLabelText(/Email address/)).toHaveAccessibleDescription('The email field is required');
    expect(screen.getByLabelText(/Full name/)).not.toHaveAccessibleDescription();
  });

  it('fills in the name and email of a signed-in user', async () => {
    const { user } = renderWidget(undefined, { session: signedInAs('Therapist') });
    await openDialog(user);
    expect(screen.getByLabelText(/Full name/)).toHaveValue('Riley Test');
    expect(screen.getByLabelText(/Email address/)).toHaveValue('riley@practice.test');
    expect(screen.getByLabelText(/Describe your feedback/)).toHaveValue('');
  });
});

describe('FeedbackWidget: the screenshot', () => {
  it('refuses a GIF named .png and an 11 MB PNG by their content, with the exact messages', async () => {
    const { user } = renderWidget();
    await openDialog(user);
    const input = screen.getByLabelText('Upload a screenshot');
    await user.upload(input, gif());
    expect(await screen.findByText(messages.type)).toBeInTheDocument();
    expect(screen.getByLabelText('Upload a screenshot')).toHaveAccessibleDescription(messages.type);
    await user.upload(screen.getByLabelText('Upload a screenshot'), png('big.png', 11 * 1024 * 1024));
    expect(await screen.findByText(messages.size)).toBeInTheDocument();
    expect(screen.queryByText(messages.type)).not.toBeInTheDocument();
    expect(screen.queryByAltText('Screenshot preview')).not.toBeInTheDocument();
  });

  it('previews an accepted image (a PNG whatever its name, or a JPEG) with Delete and Highlight or hide', async () => {
    const { user } = renderWidget();
    await openDialog(user);
    await user.upload(screen.getByLabelText('Upload a screenshot'), png('notes.txt'));
    expect(await screen.findByAltText('Screenshot preview')).toHaveAttribute('src', expect.stringMatching(/^data:/));
    expect(screen.getByRole('button', { name: 'Highlight or hide' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(screen.queryByAltText('Screenshot preview')).not.toBeInTheDocument();
    await user.upload(screen.getByLabelText('Upload a screenshot'), imageFile([0xff, 0xd8, 0xff, 0xe1], 512, 'photo.jpeg', 'image/jpeg'));
    expect(await screen.findByAltText('Screenshot preview')).toBeInTheDocument();
  });

  it.each([
    ['Chrome 94', userAgents.chrome94, true],
    ['Edge 94', userAgents.edge94, true],
    ['Opera 80', userAgents.opera80, true],
    ['Chrome 93', userAgents.chrome93, false],
    ['Opera 79', userAgents.opera79, false],
    ['Firefox', userAgents.firefox, false],
    ['Safari', userAgents.safari, false],
  ])('offers screen capture on %s: %s', async (_name, userAgent, offered) => {
    browserIs(userAgent, vi.fn());
    const { user } = renderWidget();
    await openDialog(user);
    expect(screen.queryByRole('button', { name: 'Capture screenshot' }) !== null).toBe(offered);
    expect(screen.getByLabelText('Upload a screenshot')).toBeInTheDocument();
  });

  it('hides the dialog and the Send feedback button while capturing, then previews the PNG taken', async () => {
    let share: (stream: MediaStream) => void = () => {};
    const stop = vi.fn();
    const getDisplayMedia = vi.fn(() => new Promise<MediaStream>((resolve) => (share = resolve)));
    browserIs(userAgents.chrome94, getDisplayMedia);
    stubCanvas();
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    vi.spyOn(HTMLVideoElement.prototype, 'videoWidth', 'get').mockReturnValue(640);
    vi.spyOn(HTMLVideoElement.prototype, 'videoHeight', 'get').mockReturnValue(480);
    const { user } = renderWidget();
    await openDialog(user);
    await user.click(screen.getByRole('button', { name: 'Capture screenshot' }));
    expect(getDisplayMedia).toHaveBeenCalledTimes(1);
    expect(launcher()).not.toBeInTheDocument();
    await waitFor(() => expect(dialog()).not.toBeInTheDocument());

    share({ getTracks: () => [{ stop }] } as unknown as MediaStream);
    expect(await screen.findByAltText('Screenshot preview', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(stop).toHaveBeenCalledTimes(1);
    expect(launcher()).toBeInTheDocument();
  });

  it('comes back quietly when the user closes the capture picker', async () => {
    const getDisplayMedia = vi.fn(() => Promise.reject(new DOMException('Permission denied', 'NotAllowedError')));
    browserIs(userAgents.edge94, getDisplayMedia);
    const { user } = renderWidget();
    await openDialog(user);
    await user.click(screen.getByRole('button', { name: 'Capture screenshot' }));
    expect(await screen.findByRole('dialog', { name: 'Send feedback' })).toBeInTheDocument();
    expect(launcher()).toBeInTheDocument();
    expect(screen.queryByText(/Permission denied/)).not.toBeInTheDocument();
  });

  it('hides the Send feedback button while editing and returns to the form on Cancel', async () => {
    const { user } = renderWidget();
    await openDialog(user);
    await user.upload(screen.getByLabelText('Upload a screenshot'), png());
    await user.click(await screen.findByRole('button', { name: 'Highlight or hide' }));
    const editor = await screen.findByRole('dialog', { name: 'Highlight or hide' });
    expect(launcher()).not.toBeInTheDocument();
    await waitFor(() => expect(dialog()).not.toBeInTheDocument());
    await user.click(within(editor).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('dialog', { name: 'Send feedback' })).toBeInTheDocument();
    expect(screen.getByAltText('Screenshot preview')).toBeInTheDocument();
    expect(launcher()).toBeInTheDocument();
  });
});

describe('FeedbackWidget: closing and leaving', () => {
  it('closes at once when nothing was entered', async () => {
    const { user } = renderWidget();
    await openDialog(user);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(dialog()).not.toBeInTheDocument());
    expect(screen.queryByText(messages.discard)).not.toBeInTheDocument();
  });

  it('asks before discarding unsaved feedback, and keeps it on Cancel', async () => {
    const { user } = renderWidget();
    await openDialog(user);
    await enter(user, screen.getByLabelText(/Describe your feedback/), 'Half a thought');
    await user.keyboard('{Escape}');
    const alert = await screen.findByRole('alertdialog', { name: messages.discard });
    await user.click(within(alert).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByLabelText(/Describe your feedback/)).toHaveValue('Half a thought');

    await user.click(within(dialog()!).getByRole('button', { name: 'Close' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(dialog()).not.toBeInTheDocument());
    await openDialog(user);
    expect(screen.getByLabelText(/Describe your feedback/)).toHaveValue('');
  });

  it('warns before the page is unloaded or the route changes with unsaved feedback', async () => {
    const { user, router, path } = renderWidget(undefined, { route: '/dashboard' });
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);
    await openDialog(user);
    await enter(user, screen.getByLabelText(/Full name/), 'Ann');
    expect(unload()).toBe(true);
    // The route guard arms itself in two passive effects after the first change (React Router's useBlocker); a
    // person never navigates within the same frame, a test can.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));

    await router.navigate('/student');
    const alert = await screen.findByRole('alertdialog', { name: messages.leave });
    await user.click(within(alert).getByRole('button', { name: 'Stay' }));
    expect(path()).toBe('/dashboard');

    void router.navigate('/student');
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(path()).toBe('/student'));
  });
});

describe('FeedbackWidget: sending', () => {
  it('shows a spinner instead of Submit, sends everything, then resets, closes and thanks the user', async () => {
    let answer: (value: { ok: boolean; message: string }) => void = () => {};
    const send = vi.fn<SendFeedback>(() => new Promise((resolve) => (answer = resolve)));
    const { user } = renderWidget(send);
    await openDialog(user);
    await fillValid(user);
    await user.click(screen.getByRole('checkbox', { name: /We may email you/ }));
    await user.upload(screen.getByLabelText('Upload a screenshot'), png('from-disk.png', 300));
    await screen.findByAltText('Screenshot preview');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByLabelText('Sending feedback')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    const input = send.mock.calls[0]![0];
    expect(input).toMatchObject({
      name: 'Ann Lee',
      email: 'ann@practice.test',
      feedback: 'The student list does not page.',
      consent: false,
    });
    expect(input.screenshot).toBeInstanceOf(File);
    expect([input.screenshot?.name, input.screenshot?.type, input.screenshot?.size]).toEqual(['screenshot.png', 'image/png', 300]);
    expect(input.userAgent.map((entry) => entry.label)).toEqual([
      'Browser',
      'Browser version',
      'Platform',
      'Language',
      'Screen size',
      'Viewport',
      'URL',
    ]);

    answer({ ok: true, message: 'Stored' });
    expect(await screen.findByText(messages.success)).toBeInTheDocument();
    await waitFor(() => expect(dialog()).not.toBeInTheDocument());
    await openDialog(user);
    expect(screen.getByLabelText(/Full name/)).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: /We may email you/ })).toBeChecked();
    expect(screen.queryByAltText('Screenshot preview')).not.toBeInTheDocument();
  });

  it("tells 'Some error occured' with the error's message and keeps the form", async () => {
    const send = vi.fn<SendFeedback>(() => {
      throw new GraphQLError('The help desk is not reachable', { extensions: { code: 'BAD_USER_INPUT' } });
    });
    const { user } = renderWidget(send);
    await openDialog(user);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Some error occured: The help desk is not reachable')).toBeInTheDocument();
    expect(screen.getByLabelText(/Full name/)).toHaveValue('Ann Lee');
    expect(screen.getByRole('button', { name: 'Submit' })).toBeInTheDocument();
  });

  it("shows the server's field errors beside the fields", async () => {
    const send = vi.fn<SendFeedback>(() => {
      throw new GraphQLError('The given data was invalid.', {
        extensions: { code: 'BAD_USER_INPUT', fieldErrors: { email: ['The email has already been reported.'] } },
      });
    });
    const { user } = renderWidget(send);
    await openDialog(user);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByText('Some error occured: The given data was invalid.');
    expect(screen.getByLabelText(/Email address/)).toHaveAccessibleDescription('The email has already been reported.');
  });

  it("stays silent when the session expired (the API's status '302') and the session ends", async () => {
    const send = vi.fn<SendFeedback>(() => {
      throw new GraphQLError('Session expired', { extensions: { code: 'SESSION_EXPIRED' } });
    });
    const { user, runtime } = renderWidget(send, { session: signedInAs('Therapist'), route: '/dashboard' });
    await openDialog(user);
    await enter(user, screen.getByLabelText(/Describe your feedback/), 'Anything');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(runtime.session.get().isLoggedIn).toBe(false));
    // Give a notice the time it would need to appear.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByText(/Some error occured/)).not.toBeInTheDocument();
  });
});

describe('FeedbackWidget: outside a data router', () => {
  it('still guards the page unload when rendered without any router', async () => {
    const { render } = await import('@testing-library/react');
    const { AppProviders } = await import('../app/AppProviders');
    const { createRuntime } = await import('../app/runtime');
    const { ApolloLink } = await import('@apollo/client/link');
    const runtime = createRuntime({ terminating: ApolloLink.empty(), storage: null });
    render(
      <AppProviders runtime={runtime}>
        <FeedbackWidget />
      </AppProviders>,
    );
    const user = userEvent.setup();
    await openDialog(user);
    await enter(user, screen.getByLabelText(/Describe your feedback/), 'Offline thought');
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
  });
});
