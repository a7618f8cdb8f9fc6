// The contents grid: picking by mouse and keyboard, opening with Enter, renaming in place (checked as typed, Escape
// gives up, Enter saves), dragging what is picked with this file manager's payload.
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { decodeDrag, DRAG_TYPE } from '../model/dropRules';
import type { Item, ItemSort } from '../model/items';
import { nameMessages } from '../model/names';
import { emptySelection, type Selection } from '../model/selection';
import { ContentsTable } from '../tree/ContentsTable';

const item = (kind: Item['kind'], id: string, name: string): Item => ({
  kind,
  id,
  name,
  parentId: '7',
  size: 2048,
  updatedAt: '2026-11-20T14:00:00.000Z',
  by: 'Dana Whitfield',
  mimeType: kind === 'file' ? 'application/pdf' : null,
});
const items = [item('folder', '1', 'Signed'), item('file', '1', 'consent.pdf'), item('file', '2', 'plan.pdf')];

function Harness({
  onOpen = vi.fn(),
  onRename = vi.fn(async () => null),
}: {
  onOpen?: (item: Item) => void;
  onRename?: (item: Item, name: string) => Promise<string | null>;
}) {
  const [selection, setSelection] = useState<Selection>(emptySelection);
  const [sort, setSort] = useState<ItemSort>({ key: 'name', descending: false });
  const [renaming, setRenaming] = useState<string | null>(null);
  return (
    <ContentsTable
      label="Contents of Intake"
      items={items}
      selection={selection}
      onSelection={setSelection}
      sort={sort}
      onSort={setSort}
      onOpen={onOpen}
      renaming={renaming}
      onRenameStart={setRenaming}
      onRenameEnd={() => setRenaming(null)}
      onRename={onRename}
      onDeleteKey={vi.fn()}
    />
  );
}

const picked = () =>
  screen
    .getAllByRole('row')
    .filter((row) => row.getAttribute('aria-selected') === 'true')
    .map((row) => row.querySelector('td')?.textContent);

describe('the contents grid', () => {
  it('picks by click, Ctrl+click and Shift+click, and by the arrows with Shift', () => {
    render(<Harness />);
    fireEvent.click(screen.getByText('Signed'));
    fireEvent.click(screen.getByText('plan.pdf'), { ctrlKey: true });
    expect(picked()).toEqual(['Signed', 'plan.pdf']);
    fireEvent.click(screen.getByText('consent.pdf'), { shiftKey: true });
    expect(picked()).toEqual(['consent.pdf', 'plan.pdf']);
    const grid = screen.getByRole('grid', { name: 'Contents of Intake' });
    fireEvent.keyDown(grid, { key: 'Home' });
    fireEvent.keyDown(grid, { key: 'ArrowDown', shiftKey: true });
    expect(picked()).toEqual(['Signed', 'consent.pdf']);
    fireEvent.keyDown(grid, { key: 'a', ctrlKey: true });
    expect(picked()).toEqual(['Signed', 'consent.pdf', 'plan.pdf']);
  });

  it('opens the focused item with Enter', () => {
    const onOpen = vi.fn();
    render(<Harness onOpen={onOpen} />);
    const grid = screen.getByRole('grid', { name: 'Contents of Intake' });
    fireEvent.keyDown(grid, { key: 'ArrowDown' });
    fireEvent.keyDown(grid, { key: 'Enter' });
    expect(onOpen).toHaveBeenCalledWith(items[0]);
  });

  it('renames in place: a bad name is refused as typed, Escape gives up, Enter saves', async () => {
    const onRename = vi.fn(async () => null);
    render(<Harness onRename={onRename} />);
    const grid = screen.getByRole('grid', { name: 'Contents of Intake' });
    fireEvent.click(screen.getByText('plan.pdf'));
    fireEvent.keyDown(grid, { key: 'F2' });
    let box = screen.getByRole('textbox', { name: 'New name for plan.pdf' });
    fireEvent.change(box, { target: { value: 'old..plan.pdf' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(await screen.findByText(nameMessages.dots)).toBeTruthy();
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(onRename).not.toHaveBeenCalled();
    fireEvent.keyDown(grid, { key: 'F2' });
    box = screen.getByRole('textbox', { name: 'New name for plan.pdf' });
    fireEvent.change(box, { target: { value: 'Treatment plan.pdf' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    await vi.waitFor(() => expect(onRename).toHaveBeenCalledWith(items[2], 'Treatment plan.pdf'));
  });

  it('drags what is picked, with its own payload', () => {
    render(<Harness />);
    fireEvent.click(screen.getByText('Signed'));
    fireEvent.click(screen.getByText('plan.pdf'), { ctrlKey: true });
    const data = new Map<string, string>();
    const dataTransfer = { setData: (type: string, value: string) => data.set(type, value), effectAllowed: '' };
    fireEvent.dragStart(screen.getByText('plan.pdf'), { dataTransfer });
    expect(decodeDrag(data.get(DRAG_TYPE) ?? '')).toEqual([
      { kind: 'folder', id: '1', parentId: '7' },
      { kind: 'file', id: '2', parentId: '7' },
    ]);
  });
});
