/**
 * Runs queued work a few items per animation frame, first queued first; an item can be taken
 * off the queue before its turn. Used to spread costly DOM work (starting SVG images, turning
 * sketched rows into full cards) over frames instead of landing it all in one.
 */
export type FramePacer = (work: () => void) => () => void;

export function createFramePacer(perFrame: number): FramePacer {
  const queue = new Set<() => void>();
  let pumping = false;

  const pump = () => {
    let done = 0;
    for (const work of queue) {
      if (done === perFrame) break;
      queue.delete(work);
      work();
      done += 1;
    }
    if (queue.size > 0) requestAnimationFrame(pump);
    else pumping = false;
  };

  return (work) => {
    if (typeof requestAnimationFrame === 'undefined') {
      work();
      return () => undefined;
    }
    queue.add(work);
    if (!pumping) {
      pumping = true;
      requestAnimationFrame(pump);
    }
    return () => {
      queue.delete(work);
    };
  };
}
