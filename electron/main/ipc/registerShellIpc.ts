/** `shell:*` channels: handing links to the system browser through the safe shell. */
import type { SafeShell } from '../security/safeShell';
import type { Handle } from './handle';
import { string, tuple } from './validators';

/** Registers `shell:openExternal`; the safe shell decides (allow list) and answers whether it opened. */
export function registerShellIpc(handle: Handle, safeShell: Pick<SafeShell, 'open'>): void {
  handle('shell:openExternal', tuple(string({ min: 1, max: 4096 })), (url) => safeShell.open(url));
}
