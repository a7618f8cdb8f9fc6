// The queue's address: the generation being followed is `?report=` (a filter of the queue's list, so the list and
// the progress read the same key), and the merged reports are `?tab=merged`.
export const queuePath = '/sessions-queue';

export function generationAddress(reportId: string): string {
  return `${queuePath}?report=${encodeURIComponent(reportId)}`;
}

export function reportIdOf(params: URLSearchParams): string | null {
  const report = params.get('report')?.trim();
  return report && /^\d+$/.test(report) ? report : null;
}
