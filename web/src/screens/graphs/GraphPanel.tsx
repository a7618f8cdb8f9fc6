// One graph in its own panel: a spinner while its call is out (the rest of the page stays usable), the failure with
// a way to try again, an empty state that says the student has no data, else the chart, what its lines mean, its
// data table and the PNG and CSV exports.
import { Button, Callout, NonIdealState, Spinner } from '@blueprintjs/core';
import type { EChartsCoreOption } from 'echarts/core';
import { useRef, type ReactNode } from 'react';
import { isAnnounced } from '../../app/links';
import { Chart, type ChartHandle } from './chart/Chart';
import { toCsv } from './compute/csv';
import { DataTable, type TableData } from './DataTable';
import { fileBase, saveText, saveUrl } from './download';

export interface GraphPanelProps {
  title: string;
  loading: boolean;
  error: Error | undefined;
  retry: () => void;
  /** Why nothing is drawn (no student chosen, no data); null when there is a graph. */
  empty: { title: string; description: string } | null;
  option: EChartsCoreOption | null;
  table: TableData | null;
  /** The days drawn, for the file names. */
  days: readonly string[];
  /** What the lines and points mean (gaps, zero days, phases). */
  legend?: ReactNode;
  /** Toggles drawn above the chart (indicators, trend lines). */
  toggles?: ReactNode;
  height?: number;
}

export function GraphPanel({ title, loading, error, retry, empty, option, table, days, legend, toggles, height }: GraphPanelProps) {
  const chart = useRef<ChartHandle>(null);
  const name = fileBase(title, days);
  const body = () => {
    if (error) {
      return (
        <Callout intent="danger" title={`The ${title.toLowerCase()} could not be loaded`}>
          {!isAnnounced(error) && <p>{error.message}</p>}
          <Button text="Try again" onClick={retry} />
        </Callout>
      );
    }
    if (loading && !option) return <Spinner className="graph-spinner" aria-label={`Loading the ${title.toLowerCase()}`} />;
    if (empty || !option || !table) {
      return empty ? <NonIdealState icon="timeline-line-chart" title={empty.title} description={empty.description} /> : null;
    }
    return (
      <>
        {toggles && <div className="graph-toggles">{toggles}</div>}
        <div className="graph-chart-box" aria-busy={loading}>
          {loading && <Spinner className="graph-spinner graph-spinner-over" size={32} aria-label={`Loading the ${title.toLowerCase()}`} />}
          <Chart ref={chart} option={option} label={`${title}: ${table.caption}`} height={height} />
        </div>
        {legend && <div className="graph-legend-note">{legend}</div>}
        <div className="graph-exports">
          <Button
            icon="media"
            text="Export PNG"
            onClick={() => {
              const url = chart.current?.pngUrl();
              if (url) saveUrl(url, `${name}.png`);
            }}
          />
          <Button icon="th" text="Export CSV" onClick={() => saveText(toCsv(table.header, table.rows), `${name}.csv`, 'text/csv')} />
        </div>
        <DataTable table={table} />
      </>
    );
  };
  return (
    <section className="kit-panel graph-panel" aria-label={title} aria-busy={loading}>
      <h2 className="graph-title">{title}</h2>
      {body()}
    </section>
  );
}
