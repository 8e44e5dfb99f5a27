/**
 * The one way to register an IPC handler. Each call is checked twice before the handler runs:
 * the sender must be the main window's top frame showing the bundled app (not an iframe, not a
 * game window, not a page the window was tricked into loading), and the arguments must match
 * the channel's schema. A refusal rejects the renderer's promise and never calls the handler.
 */
import type { InvokeArgs, InvokeChannel, InvokeResult } from '../../../src/shared/ipc/contract';
import { PayloadError, type Schema } from './validators';

/** The frame that sent a message (Electron's `WebFrameMain`). */
export type SenderFrame = { url: string; parent: SenderFrame | null };
/** Electron's `IpcMainInvokeEvent`, as far as the checks need it. */
export type InvokeEvent = { sender: unknown; senderFrame: SenderFrame | null };
/** The slice of Electron's `ipcMain` handlers are registered on. */
export type IpcMainLike = {
  handle(channel: string, listener: (event: InvokeEvent, ...args: unknown[]) => unknown): void;
};

/** Decides whether an event comes from a sender allowed to use the bridge. */
export type SenderPolicy = (event: InvokeEvent) => boolean;

/** Registers a validated handler for an invoke channel of the contract. */
export type Handle = <C extends InvokeChannel>(
  channel: C,
  schema: Schema<InvokeArgs<C>>,
  handler: (...args: InvokeArgs<C>) => InvokeResult<C> | Promise<InvokeResult<C>>,
) => void;

/** Thrown (to the renderer) when the sender is not the trusted main frame. */
export class ForeignSenderError extends Error {
  override name = 'ForeignSenderError';
}

/**
 * Accepts only the top frame of the main window's web contents at an app URL.
 * @param mainContents returns the main window's `webContents` (or null before it exists).
 */
export function mainFrameSenderPolicy(mainContents: () => unknown, isAppUrl: (url: string) => boolean): SenderPolicy {
  return (event) => {
    const frame = event.senderFrame;
    const contents = mainContents();
    if (contents === null || contents === undefined || event.sender !== contents) return false;
    return frame !== null && frame.parent === null && isAppUrl(frame.url);
  };
}

type WarnLogger = { warn(message: string, ...details: unknown[]): void };

/** Builds `handle(channel, schema, handler)` over `ipcMain` with the given sender policy. */
export function createHandle(ipcMain: IpcMainLike, isTrustedSender: SenderPolicy, log: WarnLogger = console): Handle {
  return (channel, schema, handler) => {
    ipcMain.handle(channel, async (event, ...args) => {
      if (!isTrustedSender(event)) {
        log.warn(`[ipc] ${channel}: refused a message from a foreign frame`);
        throw new ForeignSenderError(`${channel}: sender not allowed`);
      }
      let parsed: InvokeArgs<typeof channel>;
      try {
        parsed = schema(args, channel);
      } catch (error) {
        const message = error instanceof PayloadError ? error.message : `${channel}: invalid payload`;
        log.warn(`[ipc] refused: ${message}`);
        throw new PayloadError(message);
      }
      return handler(...parsed);
    });
  };
}
