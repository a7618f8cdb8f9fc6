// A growing grid holds the room of its rows in both moments of a load: while its page is on its way, and once the
// rows are in but not yet drawn, so that what is under it never rises to the header and falls back.
import { describe, expect, it } from 'vitest';
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

  it('leaves a long page to scroll inside a grid of its own height', () => {
    const { container } = renderWithGraphQL(<DataGrid label="Rows" rows={rows(150)} columns={columns} />);
    expect(frameOf(container).classList.contains('kit-grid-scrolling')).toBe(true);
    expect(frameOf(container).style.minHeight).toBe('');
  });
});
