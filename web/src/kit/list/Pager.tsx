import { Button, HTMLSelect } from '@blueprintjs/core';
import { useId } from 'react';
import type { PageInfoFieldsFragment } from '../../gql/graphql';

export interface PagerProps {
  /** The list's `pageInfo { ...PageInfoFields }`; none before the first answer. */
  pageInfo: PageInfoFieldsFragment | undefined;
  perPage: number;
  pageSizes: readonly number[];
  onPage: (page: number) => void;
  onPerPage: (perPage: number) => void;
  disabled?: boolean;
}

/** Rows per page, where the page sits in the list, and the way to the previous and next pages. */
export function Pager({ pageInfo, perPage, pageSizes, onPage, onPerPage, disabled }: PagerProps) {
  const sizeId = useId();
  const current = pageInfo?.currentPage ?? 1;
  const last = Math.max(pageInfo?.lastPage ?? 1, 1);
  const total = pageInfo?.total ?? 0;
  // Before the first answer (or when it failed) there is nothing to count: 'No records' would be a false statement.
  const range = !pageInfo ? '' : total === 0 ? 'No records' : `${pageInfo.from ?? 0}–${pageInfo.to ?? 0} of ${total}`;
  return (
    <nav className="kit-pager" aria-label="Pages">
      <label htmlFor={sizeId}>Rows per page</label>
      <HTMLSelect
        id={sizeId}
        value={perPage}
        disabled={disabled}
        onChange={(event) => onPerPage(Number(event.currentTarget.value))}
        options={pageSizes.map((size) => ({ value: size, label: String(size) }))}
      />
      <span className="kit-pager-range" aria-live="polite">
        {range}
      </span>
      <span className="kit-pager-range">{pageInfo && `Page ${current} of ${last}`}</span>
      <Button icon="chevron-left" aria-label="Previous page" disabled={disabled || current <= 1} onClick={() => onPage(current - 1)} />
      <Button icon="chevron-right" aria-label="Next page" disabled={disabled || current >= last} onClick={() => onPage(current + 1)} />
    </nav>
  );
}
