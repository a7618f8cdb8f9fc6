// The lines drawn over a graph's series: a least-squares trend per phase, the technical indicators, and the
// celeration line per phase (labelled ×/÷ per week).
import { celerationOf, celerationValues } from './compute/celeration';
import { indicatorValues, type IndicatorSpec } from './compute/indicators';
import type { PhaseSpan } from './compute/phases';
import { fitLine, lineValues, pointsBetween } from './compute/trend';
import type { DrawnSeries, Overlay } from './lineOption';

const round = (value: number | null) => (value === null ? null : Math.round(value * 100) / 100);

export function trendOverlays(series: readonly DrawnSeries[], phases: readonly PhaseSpan[]): Overlay[] {
  return series.flatMap((line) =>
    phases.flatMap((phase) => {
      const fit = fitLine(pointsBetween(line.values, phase.first, phase.last));
      return fit
        ? [
            {
              name: `${line.name} trend (${phase.label})`,
              of: line.name,
              values: lineValues(fit, line.values.length, phase.first, phase.last).map(round),
            },
          ]
        : [];
    }),
  );
}

export function indicatorOverlays(
  series: readonly DrawnSeries[],
  phases: readonly PhaseSpan[],
  indicators: readonly (IndicatorSpec & { name: string })[],
): Overlay[] {
  return indicators.flatMap((indicator) =>
    series.map((line) => ({ name: `${line.name}: ${indicator.name}`, of: line.name, values: indicatorValues(indicator, line.values, phases) })),
  );
}

export function celerationOverlays(series: readonly DrawnSeries[], phases: readonly PhaseSpan[]): Overlay[] {
  return series.flatMap((line) =>
    phases.flatMap((phase) => {
      const celeration = celerationOf(line.values, phase.first, phase.last);
      return celeration
        ? [
            {
              name: `${line.name} celeration (${phase.label})`,
              of: line.name,
              label: celeration.label,
              values: celerationValues(celeration, line.values.length, phase.first, phase.last).map((value) =>
                value === null ? null : Number(value.toPrecision(3)),
              ),
            },
          ]
        : [];
    }),
  );
}
