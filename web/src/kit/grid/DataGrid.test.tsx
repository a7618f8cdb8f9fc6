// A growing grid holds the room of its rows in both moments of a load: while its page is on its way, and once the
// rows are in but not yet drawn, so that what is under it never rises to the header and falls back.
import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithGraphQL } from '../../test/render';
import { DataGrid, type GridColumn } from './DataGrid';
import { gridHeaderHeight, gridRowHeight } from './theme';

interface Row {
  id: string;
  name: string;
}

const columns: GridColumn<Row>[] = [{ id: 'name', header: 'Name', value: (row) => row.name, link: (row) => `/rows/${row.id}` }];
const rows = (count: number): Row[] => Array.from({ length: count }, (_, index) => ({ id: String(index + 1), name: `Row ${index + 1}` }));
const roomOf = (count: number) => `${gridHeaderHeight + 2 + count * gridRowHeight}px`;

function frameOf(container: HTMLElement): HTMLElement {
  return container.querySelector<HTMLElement>('.kit-grid')!;
}

describe('the grid', () => {
  it('keeps the room of the rows it expects, then of the rows it has, and none when it has none', () => {
    const waiting = renderWithGraphQL(<DataGrid label="Rows" rows={[]} columns={columns} loading expectedRows={50} />);
    expect(frameOf(waiting.container).style.minHeight).toBe(roomOf(50));
    waiting.unmount();
    const answered = renderWithGraphQL(<DataGrid label="Rows" rows={rows(3)} columns={columns} expectedRows={50} />);
    expect(frameOf(answered.container).style.minHeight).toBe(roomOf(3));
    answered.unmount();
    const empty = renderWithGraphQL(<DataGrid label="Rows" rows={[]} columns={columns} expectedRows={50} />);
    expect(frameOf(empty.container).style.minHeight).toBe('');
  });

  it('says nothing itself when it has no rows: the screen says so in its own words', async () => {
    renderWithGraphQL(<DataGrid label="Rows" rows={[]} columns={columns} expectedRows={50} />);
    expect(await screen.findByRole('columnheader', { name: 'Name' })).toBeInTheDocument();
    expect(screen.queryByText('No Rows To Show')).toBeNull();
  });

  it('chooses the rows it is given past those drawn first, once the whole page is in', async () => {
    const page = rows(50);
    const chosen = page.map((row) => row.id);
    /** A list whose first answer comes into a grid already made. */
    function Answering() {
      const [given, setGiven] = useState<Row[]>([]);
      return (
        <>
          <button type="button" onClick={() => setGiven(page)}>
            Answer
          </button>
          <DataGrid
            label="Rows"
            rows={given}
            columns={columns}
            loading={given.length === 0}
            expectedRows={50}
            onSelectionChange={() => {}}
            selectedIds={chosen}
          />
        </>
      );
    }
    const { user, container } = renderWithGraphQL(<Answering />);
    await screen.findByRole('columnheader', { name: 'Name' });
    await user.click(screen.getByRole('button', { name: 'Answer' }));
    await waitFor(() => expect(container.querySelector('[role="treegrid"], [role="grid"]')).toHaveAttribute('aria-rowcount', '51'));
    // The header's box is ticked only when every row of the page is chosen, those past the first draw included.
    await waitFor(() => expect(container.querySelector('.ag-header-select-all input')).toBeChecked());
  });

  it('leaves a long page to scroll inside a grid of its own height', () => {
    const { container } = renderWithGraphQL(<DataGrid label="Rows" rows={rows(150)} columns={columns} />);
    expect(frameOf(container).classList.contains('kit-grid-scrolling')).toBe(true);
    expect(frameOf(container).style.minHeight).toBe('');
  });
});

describe('cells drawn from the screen’s latest render', () => {
  interface Scored extends Row {
    score: number;
  }

  /** A screen that hands the grid new columns and actions on every render, as an inline array would. */
  function Screen({ onOpen }: { onOpen: (row: Scored, unit: string) => void }) {
    const [unit, setUnit] = useState('points');
    const scored: Scored[] = [{ id: '1', name: 'Row 1', score: 3 }];
    return (
      <>
        <button type="button" onClick={() => setUnit('marks')}>
          Count in marks
        </button>
        <DataGrid
          label="Scores"
          rows={scored}
          columns={[
            { id: 'name', header: 'Name', value: (row) => row.name },
            { id: 'score', header: 'Score', value: (row) => `${row.score} ${unit}` },
            { id: 'tag', header: 'Tag', value: (row) => `${row.score}`, render: (row) => <strong>{`${row.score} ${unit} tagged`}</strong> },
          ]}
          actions={[{ label: 'Open', ariaLabel: (row) => `Open ${row.name}`, onClick: (row) => onOpen(row, unit) }]}
        />
      </>
    );
  }

  it('draws a column through React, and follows new functions of the same columns without a new grid', async () => {
    const opened = vi.fn();
    const { user, container } = renderWithGraphQL(<Screen onOpen={opened} />);
    expect(await screen.findByText('3 points tagged')).toBeInTheDocument();
    expect(screen.getByText('3 points')).toBeInTheDocument();
    const name = screen.getByText('Row 1');
    const redrawn: Node[] = [];
    new MutationObserver((records) => redrawn.push(...records.map((record) => record.target))).observe(container, {
      subtree: true,
      childList: true,
      characterData: true,
    });

    await user.click(screen.getByRole('button', { name: 'Count in marks' }));
    expect(await screen.findByText('3 marks')).toBeInTheDocument();
    expect(await screen.findByText('3 marks tagged')).toBeInTheDocument();
    // The same columns: a cell whose text did not change was left alone.
    expect(redrawn.filter((node) => name.contains(node) || node.contains(name))).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Open Row 1' }));
    expect(opened).toHaveBeenCalledWith(expect.objectContaining({ id: '1' }), 'marks');
  });
});
