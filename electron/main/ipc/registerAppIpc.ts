/** `app:*` channels: what the renderer may know about the desktop build, and its language. */
import type { DesktopConfig } from '../../../src/shared/ipc/contract';
import type { Handle } from './handle';
import { noArgs, string, tuple } from './validators';

export type AppIpcDeps = {
  getConfig(): DesktopConfig;
  /** The platform origin in use (configured, or a domainRoute fallback). */
  getOrigin(): string;
  /** The renderer's interface language changed (notifications, tray and menu follow it). */
  setLanguage(tag: string): void;
};

/** A BCP 47 tag as `<html lang>` holds it: 'en', 'zh-CN', 'pt-BR'. */
const languageTag = string({ min: 2, max: 32, pattern: /^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8}){0,3}$/ });

/** Registers `app:getConfig`, `app:getOrigin` and `app:setLanguage`. */
export function registerAppIpc(handle: Handle, deps: AppIpcDeps): void {
  handle('app:getConfig', noArgs, () => deps.getConfig());
  handle('app:getOrigin', noArgs, () => deps.getOrigin());
  handle('app:setLanguage', tuple(languageTag), (tag) => deps.setLanguage(tag));
}
