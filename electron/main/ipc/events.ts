/** Typed sending of the contract's events (`IpcEventMap`) from main to the renderer. */
import type { EventChannel, IpcEventMap } from '../../../src/shared/ipc/contract';

/** Anything with `send` (Electron's `WebContents`). */
export type EventTarget = { send(channel: string, payload: unknown): void; isDestroyed(): boolean };

/** Sends `payload` on `channel` when the target exists and is alive; otherwise drops it. */
export function sendEvent<C extends EventChannel>(
  target: EventTarget | null | undefined,
  channel: C,
  payload: IpcEventMap[C],
): void {
  if (target && !target.isDestroyed()) target.send(channel, payload);
}
