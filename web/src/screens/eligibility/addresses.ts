// The eligibility pages' addresses: a batch's job id rides in `?job=` on the checks page, so a person can leave and
// come back to the same batch; `new` opens the upload.
export const checksPath = '/eligibility-checks';

export function batchAddress(job: string): string {
  return `${checksPath}?job=${encodeURIComponent(job)}`;
}

/** The checks list showing one batch's checks. */
export function batchChecksAddress(batchId: string): string {
  return `${checksPath}?batch=${encodeURIComponent(batchId)}`;
}
