/** `auth:*` channels: the session token, which only the main process stores. */
import type { TokenStorageMode } from '../../../src/shared/ipc/contract';
import type { Handle } from './handle';
import { boolean, noArgs, string, tuple } from './validators';

/** What the handlers need from the secure token store (services/secureStore.ts). */
export type TokenStore = {
  getToken(): string | null;
  setToken(token: string, remember: boolean): void;
  clear(): void;
  storageMode(): TokenStorageMode;
};

/** Tokens are opaque printable strings; the bound stops a page from filling the store. */
const token = string({ min: 1, max: 4096 });

/** Registers `auth:getToken`, `auth:setToken`, `auth:clearToken` and `auth:storageMode`. */
export function registerAuthIpc(handle: Handle, tokens: TokenStore): void {
  handle('auth:getToken', noArgs, () => tokens.getToken());
  handle('auth:setToken', tuple(token, boolean), (value, remember) => tokens.setToken(value, remember));
  handle('auth:clearToken', noArgs, () => tokens.clear());
  handle('auth:storageMode', noArgs, () => tokens.storageMode());
}
