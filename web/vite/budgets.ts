// What each route may load before it renders (kB of 1000 bytes of gzip JavaScript): the entry, the signed-in layout
// and the screen's chunk with their static imports. Sign-in is the first thing every person waits for; the student list
// carries the data grid. Any other screen gets the default, which the data grid, the record forms and the date pickers
// together stay under. Raise a figure only with the reason beside it.
import type { RouteBudgets } from './routeBudgets';

export const budgets: RouteBudgets = {
  screens: {
    'src/screens/auth/SignIn.tsx': 230,
    // 460 since data entry keeps working offline: every signed-in route opens the device's vault (or its lock screen)
    // and sends its writes through the idempotency and day links before it renders; the rest of the offline code
    // (the outbox, the day's keeping, the status and its drawer) loads after the first draw.
    'src/screens/students/list/StudentList.tsx': 460,
    // The student record's forty pages are one chunk, so that moving between a student's pages loads nothing more;
    // with the data grid, the forms, the date pickers and the signature pad it comes to about 600 kB.
    'src/screens/students/record.ts': 620,
  },
  otherwise: 600,
  // The signed-in layout loads lazily beside each signed-in screen, so it counts towards every screen but the public
  // ones (the routes of src/routes/public.ts).
  frame: { module: 'src/layout/ProtectedLayout.tsx', notFor: 'src/routes/public.ts' },
};
