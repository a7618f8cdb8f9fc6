// The draft keeps typing: a change is saved once typing pauses (one save for a burst of keys), flushing saves at once
// and nothing when nothing changed, a refusal keeps the change unsaved with the API's message beside its field.
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Note } from './model';
import { autosaveDelayMs, draftStateText, useDraft, type SaveDraft } from './useDraft';

const kept = { ok: true, note: {} as Note } as const;

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('useDraft', () => {
  it('saves a burst of changes once, after typing pauses', async () => {
    const save = vi.fn<SaveDraft>().mockResolvedValue(kept);
    const { result } = renderHook(() => useDraft({ summary: '' }, save));
    act(() => {
      result.current.change('summary', 'W');
      result.current.change('summary', 'Wo');
      result.current.change('summary', 'Worked');
    });
    expect(result.current.state.kind).toBe('pending');
    expect(result.current.dirty).toBe(true);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(autosaveDelayMs - 1);
    });
    expect(save).not.toHaveBeenCalled();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(save).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenCalledWith([{ key: 'summary', value: 'Worked' }]);
    expect(result.current.state.kind).toBe('saved');
    expect(result.current.dirty).toBe(false);
  });

  it('flushes at once, and sends nothing when nothing changed', async () => {
    const save = vi.fn<SaveDraft>().mockResolvedValue(kept);
    const { result } = renderHook(() => useDraft({ summary: 'x' }, save));
    await act(async () => {
      expect(await result.current.flush()).toBe(true);
    });
    expect(save).not.toHaveBeenCalled();
    act(() => result.current.change('summary', 'y'));
    await act(async () => {
      expect(await result.current.flush()).toBe(true);
    });
    expect(save).toHaveBeenCalledTimes(1);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(autosaveDelayMs * 2);
    });
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('keeps a refused change unsaved, with the message beside its field', async () => {
    const save = vi
      .fn<SaveDraft>()
      .mockResolvedValue({ ok: false, fieldErrors: { 'answers.caregiver': 'Choose one of the options for "Caregiver present".' }, message: null });
    const { result } = renderHook(() => useDraft({ caregiver: '' }, save));
    act(() => result.current.change('caregiver', 'Maybe'));
    await act(async () => {
      expect(await result.current.flush()).toBe(false);
    });
    expect(result.current.state).toEqual({ kind: 'failed', message: 'Choose one of the options for "Caregiver present".' });
    expect(result.current.errors['answers.caregiver']).toBe('Choose one of the options for "Caregiver present".');
    expect(result.current.dirty).toBe(true);
    expect(result.current.answers.caregiver).toBe('Maybe');
  });

  it('says a draft kept on the device waits to be sent, lets the page be left, and is not ready to sign', async () => {
    const save = vi.fn<SaveDraft>().mockResolvedValue({ ok: true, note: {} as Note, queued: true });
    const { result } = renderHook(() => useDraft({ summary: '' }, save));
    act(() => result.current.change('summary', 'Offline'));
    let flushed = true;
    await act(async () => {
      flushed = await result.current.flush();
    });
    expect(flushed).toBe(false);
    expect(result.current.state.kind).toBe('waiting');
    expect(result.current.dirty).toBe(false);
    expect(draftStateText(result.current.state, () => '10:42')).toBe('Draft kept on this device at 10:42: it is sent when the connection is back.');
  });
});
