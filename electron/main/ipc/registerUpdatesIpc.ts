/** `updates:*` channels: the updater's status, a check on demand, and the restart the person agreed to. */
import type { UpdateStatus } from '../../../src/shared/ipc/contract';
import type { Handle } from './handle';
import { noArgs } from './validators';

export type UpdatesIpcDeps = {
  status(): UpdateStatus;
  check(): Promise<UpdateStatus>;
  restart(): boolean;
};

/** Registers `updates:getStatus`, `updates:check` and `updates:restart`. */
export function registerUpdatesIpc(handle: Handle, updates: UpdatesIpcDeps): void {
  handle('updates:getStatus', noArgs, () => updates.status());
  handle('updates:check', noArgs, () => updates.check());
  handle('updates:restart', noArgs, () => updates.restart());
}
