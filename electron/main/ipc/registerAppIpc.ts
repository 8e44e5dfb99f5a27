/** `app:*` channels: what the renderer may know about the desktop build. */
import type { DesktopConfig } from '../../../src/shared/ipc/contract';
import type { Handle } from './handle';
import { noArgs } from './validators';

export type AppIpcDeps = { getConfig(): DesktopConfig };

/** Registers `app:getConfig`. */
export function registerAppIpc(handle: Handle, deps: AppIpcDeps): void {
  handle('app:getConfig', noArgs, () => deps.getConfig());
}
