// The values of a graph as an HTML table with its caption, for screen readers and for reading exact values; the CSV
// export writes the same rows.
import { HTMLTable } from '@blueprintjs/core';

export interface TableData {
  caption: string;
  header: string[];
  rows: (string | number | null)[][];
}

export function DataTable({ table }: { table: TableData }) {
  return (
    <div className="graph-table-box" tabIndex={0} role="region" aria-label={`${table.caption} (table)`}>
      <HTMLTable compact striped className="graph-table">
        <caption>{table.caption}</caption>
        <thead>
          <tr>
            {table.header.map((cell, index) => (
              <th key={cell} scope="col" className={index > 0 ? 'graph-number' : undefined}>
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row) => (
            <tr key={String(row[0])}>
              {row.map((cell, index) =>
                index === 0 ? (
                  <th key={index} scope="row">
                    {cell}
                  </th>
                ) : (
                  <td key={index} className="graph-number">
                    {cell ?? '—'}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </div>
  );
}
