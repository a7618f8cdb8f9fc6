// A graph over calendar days as the three kinds draw it: behaviour (count, duration or intensity per day: a session
// day without the behaviour is 0, a day without a session a gap), percent correct (a day the target was not run is
// skipped, the mastery criterion drawn), and the standard celeration chart (rate per minute on a log axis with its
// celeration per phase). Phase changes are labelled lines; trend lines and indicators are toggled on and off.
import { Checkbox, Switch } from '@blueprintjs/core';
import { useMemo, useState } from 'react';
import type { ProgressGraphFieldsFragment } from '../../gql/graphql';
import { celerationCeiling, celerationFloor } from './compute/celeration';
import { cellText, countDayKinds } from './compute/days';
import type { IndicatorSpec } from './compute/indicators';
import { splitPhases } from './compute/phases';
import type { TableData } from './DataTable';
import { GraphPanel } from './GraphPanel';
import { lineOption, type DrawnSeries, type Overlay } from './lineOption';
import { celerationOverlays, indicatorOverlays, trendOverlays } from './overlays';

export type GraphKind = 'behavior' | 'percent' | 'celeration';

export interface Indicator extends IndicatorSpec {
  name: string;
  description: string;
}

export interface ProgressGraphViewProps {
  title: string;
  kind: GraphKind;
  graph: ProgressGraphFieldsFragment | undefined;
  loading: boolean;
  error: Error | undefined;
  retry: () => void;
  /** Why there is nothing to ask for yet ('Choose a student'), or null. */
  waiting: { title: string; description: string } | null;
  studentName: string;
  indicators?: readonly Indicator[];
}

const yNames: Record<GraphKind, (unit: string) => string> = {
  behavior: (unit) => unit[0]!.toUpperCase() + unit.slice(1),
  percent: () => 'Percent correct',
  celeration: () => 'Count per minute',
};

export function ProgressGraphView({ title, kind, graph, loading, error, retry, waiting, studentName, indicators = [] }: ProgressGraphViewProps) {
  const [trends, setTrends] = useState(kind !== 'celeration');
  const [shown, setShown] = useState<ReadonlySet<string>>(new Set());

  const drawn = useMemo(() => {
    if (!graph) return null;
    const series: DrawnSeries[] = graph.series.map((line) => ({ name: line.name, values: line.points.map((point) => point.value) }));
    // Zeros alone are no data: the student had sessions and nothing was recorded.
    const hasData = series.some((line) => line.values.some((value) => value !== null && (kind === 'percent' || value > 0)));
    return { series, hasData, spans: splitPhases(graph.days, graph.phases) };
  }, [graph, kind]);

  const view = useMemo(() => {
    if (!graph || !drawn || !drawn.hasData) return null;
    const { series, spans } = drawn;
    const chosen = indicators.filter((indicator) => shown.has(indicator.key));
    const overlays: Overlay[] = [
      ...(kind === 'celeration' ? celerationOverlays(series, spans) : []),
      ...(trends ? trendOverlays(series, spans) : []),
      ...indicatorOverlays(series, spans, chosen),
    ];
    // On the log axis a session day without the behaviour sits on the floor.
    const plotted =
      kind === 'celeration'
        ? series.map((line) => ({ ...line, values: line.values.map((value) => (value === 0 ? celerationFloor : value)) }))
        : series;
    const option = lineOption({
      days: graph.days,
      series: plotted,
      overlays,
      phases: graph.phases,
      joinGaps: kind === 'percent',
      yName: yNames[kind](graph.unit),
      ...(kind === 'percent' && { yMax: 100 }),
      ...(kind === 'celeration' && { log: true, yMin: celerationFloor, yMax: celerationCeiling }),
      criterion:
        kind === 'percent' && graph.masteryCriterion !== null ? { value: graph.masteryCriterion, label: `Mastery ${graph.masteryCriterion}%` } : null,
    });
    const columns = [...series, ...overlays.filter((overlay) => !overlay.name.includes(' trend ('))];
    const minutes = kind === 'celeration' ? (graph.observedMinutes ?? []) : [];
    const table: TableData = {
      caption: `${studentName}: ${graph.unit}, ${graph.days[0]} to ${graph.days.at(-1)}`,
      header: [
        'Day',
        ...columns.map((column) => ('label' in column && column.label ? `${column.name} ${column.label}` : column.name)),
        ...(kind === 'celeration' ? ['Minutes observed'] : []),
        'Phase',
      ],
      rows: graph.days.map((day, index) => [
        day,
        ...columns.map((column) =>
          columns.indexOf(column) < series.length
            ? cellText(column.values[index] ?? null, kind === 'percent' ? 'Not run' : undefined)
            : (column.values[index] ?? null),
        ),
        ...(kind === 'celeration' ? [minutes[index] ?? null] : []),
        spans.find((span) => index >= span.first && index <= span.last)?.label ?? '',
      ]),
    };
    return { option, table, overlays };
  }, [graph, drawn, kind, trends, shown, indicators, studentName]);

  const empty =
    waiting ??
    (graph && !view
      ? {
          title: 'No data to graph',
          description: `${studentName} has no data recorded for this graph${graph.days.length > 0 ? ` between ${graph.days[0]} and ${graph.days.at(-1)}` : ''}. Record session data or choose other filters.`,
        }
      : null);
  const sessionDays = new Set(graph?.sessionDays ?? []);
  const kinds = drawn && graph ? countDayKinds(drawn.series[0]?.values ?? [], sessionDays, graph.days) : null;

  const legend = graph && kinds && (
    <p className="kit-muted">
      {kind === 'percent'
        ? 'Each point is a session the target was run; days it was not run are skipped. '
        : `Days with a session and no ${kind === 'celeration' ? 'occurrence sit on the chart’s floor (0.001)' : 'behaviour are plotted as 0'}; days without a session are left as gaps (“No session” in the table). `}
      {graph.phases.length > 0 && 'Vertical lines mark phase changes. '}
      {kind === 'celeration' && 'Celeration lines are fitted per phase; ×2.0 means the rate doubles each week, ÷2.0 that it halves. '}
      {kind !== 'percent' &&
        drawn?.series[0] &&
        `${drawn.series[0].name}: ${kinds.recorded} days recorded, ${kinds.zero} session days at 0, ${kinds.gap} days without a session.`}
    </p>
  );

  const toggles = (
    <>
      {kind !== 'celeration' && (
        <Switch label="Trend lines (per phase)" checked={trends} onChange={(event) => setTrends(event.currentTarget.checked)} />
      )}
      {indicators.map((indicator) => (
        <Checkbox
          key={indicator.key}
          label={indicator.name}
          title={indicator.description}
          checked={shown.has(indicator.key)}
          onChange={(event) => {
            const next = new Set(shown);
            if (event.currentTarget.checked) next.add(indicator.key);
            else next.delete(indicator.key);
            setShown(next);
          }}
        />
      ))}
    </>
  );

  return (
    <GraphPanel
      title={title}
      loading={loading}
      error={error}
      retry={retry}
      empty={empty}
      option={view?.option ?? null}
      table={view?.table ?? null}
      days={graph?.days ?? []}
      legend={legend}
      toggles={toggles}
      height={kind === 'celeration' ? 520 : 420}
    />
  );
}
