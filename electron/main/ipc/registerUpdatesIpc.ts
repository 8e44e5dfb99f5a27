/**
 * `updates:*` channels: the updater's status, a check on demand, and the download and the restart
 * the person agreed to (the renderer's update bar, src/features/desktop/UpdateBar.tsx).
 */
import type { UpdateStatus } from '../../../src/shared/ipc/contract';
import type { Handle } from './handle';
import { noArgs } from './validators';

export type UpdatesIpcDeps = {
  status(): UpdateStatus;
  check(): Promise<UpdateStatus>;
  download(): boolean;
  restart(): boolean;
};

/** Registers `updates:getStatus`, `updates:check`, `updates:download` and `updates:restart`. */
export function registerUpdatesIpc(handle: Handle, updates: UpdatesIpcDeps): void {
  handle('updates:getStatus', noArgs, () => updates.status());
  handle('updates:check', noArgs, () => updates.check());
  handle('updates:download', noArgs, () => updates.download());
  handle('updates:restart', noArgs, () => updates.restart());
}
