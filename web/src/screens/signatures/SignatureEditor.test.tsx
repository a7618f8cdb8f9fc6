// The signature control by keyboard alone: reach the Type tab, type a name, save, and the saved draft is a PNG of
// the typed name; a blank name and a refusal from the server are told beside the field.
import { BlueprintProvider } from '@blueprintjs/core';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sniffImageType } from '../../feedback/screenshotFile';
import { fakeCanvases, type FakeContext } from './canvasFake.fixture';
import { SignatureEditor, type SignatureDraft } from './SignatureEditor';

let contexts: Map<HTMLCanvasElement, FakeContext>;
beforeEach(() => {
  contexts = fakeCanvases();
});
afterEach(() => vi.restoreAllMocks());

function renderEditor(onSave: (draft: SignatureDraft) => Promise<string | null>) {
  render(
    <BlueprintProvider>
      <SignatureEditor signerName="Ada Lovelace" progress={null} onSave={onSave} />
    </BlueprintProvider>,
  );
  return userEvent.setup();
}

/** From the top of the page to the name field, by keyboard: the tab list, then its Type tab, then into the panel. */
async function typeTabByKeyboard(user: ReturnType<typeof userEvent.setup>) {
  await user.tab();
  expect(screen.getByRole('tab', { name: 'Draw' })).toHaveFocus();
  await user.keyboard('{ArrowRight}');
  expect(screen.getByRole('tab', { name: 'Type' })).toHaveFocus();
  await user.keyboard('{Enter}');
  expect(screen.getByRole('tab', { name: 'Type' })).toHaveAttribute('aria-selected', 'true');
  await user.tab();
  expect(screen.getByLabelText('Your full name')).toHaveFocus();
}

describe('SignatureEditor, typed by keyboard', () => {
  it('saves a typed name as a PNG of that name', async () => {
    const onSave = vi.fn<(draft: SignatureDraft) => Promise<string | null>>().mockResolvedValue(null);
    const user = renderEditor(onSave);
    await typeTabByKeyboard(user);
    await user.keyboard('Ada Lovelace');
    // The preview shows the name as it will be saved.
    expect(screen.getByRole('img', { name: 'Preview of the typed signature: Ada Lovelace' })).toBeInTheDocument();
    await user.keyboard('{Enter}');

    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    const draft = onSave.mock.calls[0]![0];
    expect(draft).toMatchObject({ method: 'TYPED', typedName: 'Ada Lovelace' });
    expect(draft.file.name).toBe('signature.png');
    expect(await sniffImageType(draft.file)).toBe('image/png');
    const drawn = [...contexts.values()].flatMap((context) => context.calls).filter(([name]) => name === 'fillText');
    expect(drawn.at(-1)?.[1]).toBe('Ada Lovelace');
    // Saved: the field is empty for the next signature.
    await waitFor(() => expect(screen.getByLabelText('Your full name')).toHaveValue(''));
  });

  it('asks for a name before saving, beside the field, and sends nothing', async () => {
    const onSave = vi.fn<(draft: SignatureDraft) => Promise<string | null>>();
    const user = renderEditor(onSave);
    await typeTabByKeyboard(user);
    await user.keyboard('   {Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Type your name to sign.');
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Your full name')).toHaveFocus();
  });

  it('shows the server’s refusal beside the field and keeps the name', async () => {
    const refusal = 'The selected file type is not allowed. Only PNG and JPEG is supported.';
    const onSave = vi.fn<(draft: SignatureDraft) => Promise<string | null>>().mockResolvedValue(refusal);
    const user = renderEditor(onSave);
    await typeTabByKeyboard(user);
    await user.keyboard('Grace Hopper{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
    expect(screen.getByLabelText('Your full name')).toHaveValue('Grace Hopper');
  });

  it('asks for a drawing when the pad is empty', async () => {
    const onSave = vi.fn<(draft: SignatureDraft) => Promise<string | null>>();
    const user = renderEditor(onSave);
    await user.click(screen.getByRole('button', { name: 'Save signature' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Draw your signature first, or type your name on the Type tab.');
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByRole('tab', { name: 'Draw' })).toHaveFocus();
  });
});
