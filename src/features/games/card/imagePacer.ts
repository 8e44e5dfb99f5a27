/**
 * Starts game images a few per animation frame instead of all at once. Each game picture is an
 * SVG the browser turns into a document of its own and paints on the main thread (a few ms
 * each, far more on a slow CPU; measured with tests/bench/lobby.ts), so a row of tiles coming
 * into view would otherwise put a row's worth of that work into one frame. Tiles that leave
 * before their turn take their image off the queue.
 */
import { createFramePacer } from './framePacer';

export const IMAGES_PER_FRAME = 2;

/** Queues `start` for a coming frame; the returned function takes it off the queue. */
export const startImageSoon = createFramePacer(IMAGES_PER_FRAME);
