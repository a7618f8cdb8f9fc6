// Per-operation switches a screen can pass in `context`.
declare module '@apollo/client' {
  interface DefaultContext {
    /**
     * The screen shows its own message for failed requests (sign-in does), so the chain raises no network or
     * server-error toast for this operation. Session and modal handling still apply.
     */
    quietTransportErrors?: boolean;
    /**
     * The screen shows each failed field's error beside what it draws (the dashboard's sections): FORBIDDEN and
     * UPSTREAM_ERROR reach it with the partial answer instead of opening the one modal.
     */
    errorsInPlace?: boolean;
    /** A route loader's request: its answer is kept for the screen's first identical request (prefetchLink.ts). */
    prefetch?: boolean;
  }
}

export {};
