import { Spinner } from '@blueprintjs/core';

/** Shown while the first screen's code arrives. */
export function PageLoading() {
  return (
    <div className="page-loading" role="status">
      <Spinner aria-label="Loading" />
    </div>
  );
}
