// Work that measures the page runs once React's commit has returned, from a microtask: the same task, drawn in the same
// frame. Measured from inside the commit, every style and layout change is recorded with the commit's whole call
// stack (100 to 160 frames) wherever a performance trace runs (DevTools, Lighthouse), several times the cost of the
// measuring itself.
export function afterCommit(work: () => void): void {
  queueMicrotask(work);
}
