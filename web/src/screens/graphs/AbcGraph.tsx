// Students Behavior Graph, ABC (/graph/abc-behavior): a student's ABC entries counted by antecedent or by
// consequence, one stacked bar per antecedent (or consequence) split by behaviour, most frequent first.
import { useQuery } from '@apollo/client/react';
import type { EChartsCoreOption } from 'echarts/core';
import { useMemo } from 'react';
import type { AbcGraphQuery as AbcGraphAnswer } from '../../gql/graphql';
import { Choice, GraphControls } from './GraphControls';
import type { TableData } from './DataTable';
import { GraphPanel } from './GraphPanel';
import { palette } from './lineOption';
import { AbcGraphQuery, GraphFilterChoices } from './operations';
import { graphFilter } from './useGraphAddress';
import { useStudentGraph } from './useStudentGraph';

const types = [
  { id: 'antecedent', name: 'Antecedent' },
  { id: 'consequence', name: 'Consequence' },
];

function abcView(graph: AbcGraphAnswer['graph'], studentName: string): { option: EChartsCoreOption; table: TableData } {
  const labels = graph.bars.map((bar) => bar.label);
  const countOf = (bar: (typeof graph.bars)[number], behaviorId: string) => bar.counts.find((count) => count.behaviorId === behaviorId)?.count ?? 0;
  const option: EChartsCoreOption = {
    animation: false,
    color: palette,
    grid: { left: 200, right: 32, top: 48, bottom: 48 },
    legend: { top: 8 },
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    xAxis: { type: 'value', name: 'Entries', nameLocation: 'middle', nameGap: 30, minInterval: 1 },
    yAxis: { type: 'category', data: labels, inverse: true, axisLabel: { width: 180, overflow: 'break' } },
    series: graph.behaviors.map((behavior) => ({
      type: 'bar',
      name: behavior.name,
      stack: 'entries',
      data: graph.bars.map((bar) => countOf(bar, behavior.id)),
      label: { show: true, formatter: (item: { value: unknown }) => (Number(item.value) > 0 ? String(item.value) : '') },
    })),
  };
  const type = graph.type === 'consequence' ? 'Consequence' : 'Antecedent';
  const table: TableData = {
    caption: `${studentName}: ABC entries by ${graph.type}, ${graph.total} in all`,
    header: [type, ...graph.behaviors.map((behavior) => behavior.name), 'Total'],
    rows: graph.bars.map((bar) => [bar.label, ...graph.behaviors.map((behavior) => countOf(bar, behavior.id)), bar.total]),
  };
  return { option, table };
}

export function AbcGraph() {
  const { address, studentName, ready, waiting } = useStudentGraph();
  const choices = useQuery(GraphFilterChoices, { variables: { studentId: address.studentId }, skip: !address.studentId });
  const options = choices.data?.choices;
  const type = address.get('type') === 'consequence' ? 'consequence' : 'antecedent';
  const filter = graphFilter(address, { type, behaviorType: address.get('behavior'), intensity: address.get('intensity') });
  const graph = useQuery(AbcGraphQuery, { variables: { studentId: address.studentId, filter }, skip: !ready });
  const data = graph.data?.graph;
  const view = useMemo(() => (data && data.total > 0 ? abcView(data, studentName) : null), [data, studentName]);
  const empty =
    waiting ?? (data && !view ? { title: 'No ABC data', description: `${studentName} has no ABC entries recorded for these filters.` } : null);
  return (
    <div className="kit-page graph-page">
      <GraphControls address={address}>
        <Choice label="Count by" name="type" address={address} options={types} />
        <Choice label="Behavior" every="Every behavior" name="behavior" address={address} options={options?.behaviors ?? []} />
        <Choice label="Intensity" every="Any intensity" name="intensity" address={address} options={options?.intensities ?? []} />
      </GraphControls>
      <GraphPanel
        title={`ABC by ${type}`}
        loading={graph.loading}
        error={graph.error}
        retry={() => void graph.refetch()}
        empty={empty}
        option={view?.option ?? null}
        table={view?.table ?? null}
        days={[address.from, address.to].filter(Boolean)}
        height={Math.max(320, 64 + (data?.bars.length ?? 0) * 48)}
      />
    </div>
  );
}
