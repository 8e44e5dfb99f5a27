/**
 * Auto-update (electron/main/services/updater.ts) over a fake electron-updater: the generic feed
 * from the configuration, verification left on, checks at start and every few hours, progress
 * reported, and a restart only when the person agrees.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { CHECK_INTERVAL_MS, FIRST_CHECK_DELAY_MS, UpdaterService } from '../../../electron/main/services/updater';
import type { Timers } from '../../../electron/main/services/memberEvents/eventStream';
import type { UpdateStatus } from '../../../src/shared/ipc/contract';
import { FakeUpdater } from './fakes';

class FakeTimers implements Timers {
  private next = 1;
  readonly pending = new Map<number, { ms: number; callback: () => void }>();
  setTimeout(callback: () => void, ms: number): number {
    this.pending.set(this.next, { ms, callback });
    return this.next++;
  }
  clearTimeout(handle: unknown): void {
    this.pending.delete(handle as number);
  }
  delays(): number[] {
    return [...this.pending.values()].map((timer) => timer.ms);
  }
  fireAll(): void {
    const due = [...this.pending];
    this.pending.clear();
    for (const [, timer] of due) timer.callback();
  }
}

const settle = async () => {
  for (let i = 0; i < 10; i += 1) await new Promise((resolve) => setImmediate(resolve));
};

function setup(options: { enabled?: boolean; agree?: boolean; agreeToDownload?: boolean } = {}) {
  const updater = new FakeUpdater();
  const timers = new FakeTimers();
  const statuses: UpdateStatus[] = [];
  const askToRestart = vi.fn(async () => options.agree ?? false);
  const askToDownload = vi.fn(async () => options.agreeToDownload ?? false);
  const beforeRestart = vi.fn();
  const createUpdater = vi.fn(() => updater);
  const service = new UpdaterService({
    createUpdater,
    feedUrl: 'https://updates.example.com/updates/stable/',
    enabled: options.enabled ?? true,
    timers,
    askToRestart,
    askToDownload,
    onStatus: (status) => void statuses.push(status),
    beforeRestart,
    log: { warn: () => undefined },
  });
  return { service, updater, timers, statuses, askToRestart, askToDownload, beforeRestart, createUpdater };
}

describe('UpdaterService', () => {
  it('reads the generic feed of the configuration and keeps every safety setting on', () => {
    const { service, updater } = setup();
    service.start();
    expect(updater.feed).toEqual({ provider: 'generic', url: 'https://updates.example.com/updates/stable/' });
    expect(updater).toMatchObject({
      // Neither the download nor the install happens without the person's consent (issue 14 item 22).
      autoDownload: false,
      autoInstallOnAppQuit: false,
      autoRunAppAfterInstall: false,
      allowPrerelease: false,
      allowDowngrade: false,
      forceDevUpdateConfig: false,
      disableWebInstaller: true,
    });
  });

  it('checks a little after start and then every few hours', async () => {
    const { service, updater, timers } = setup();
    service.start();
    expect(timers.delays()).toEqual([FIRST_CHECK_DELAY_MS]);
    timers.fireAll();
    await settle();
    expect(updater.checks).toBe(1);
    expect(timers.delays()).toEqual([CHECK_INTERVAL_MS]);
    timers.fireAll();
    await settle();
    expect(updater.checks).toBe(2);
    service.stop();
    expect(timers.delays()).toEqual([]);
  });

  it('reports progress, then asks once and restarts only when the person agrees', async () => {
    const declined = setup({ agree: false });
    declined.service.start();
    declined.updater.emit('checking-for-update');
    declined.updater.emit('update-available', { version: '1.3.0' });
    declined.updater.emit('download-progress', { percent: 41.5 });
    declined.updater.emit('download-progress', { percent: 250 });
    declined.updater.emit('update-downloaded', { version: '1.3.0' });
    await settle();
    expect(declined.statuses).toEqual([
      { state: 'checking' },
      { state: 'available', version: '1.3.0' },
      { state: 'downloading', percent: 41.5, version: '1.3.0' },
      { state: 'downloading', percent: 100, version: '1.3.0' },
      { state: 'downloaded', version: '1.3.0' },
    ]);
    expect(declined.askToRestart).toHaveBeenCalledWith('1.3.0');
    expect(declined.updater.installs).toEqual([]);
    // Not asked again for the same version by itself; the menu may ask again.
    declined.updater.emit('update-downloaded', { version: '1.3.0' });
    await settle();
    expect(declined.askToRestart).toHaveBeenCalledOnce();
    // A later failed check does not lose the downloaded update; the renderer may restart into it.
    declined.updater.emit('error', new Error('feed down'));
    expect(declined.service.status()).toEqual({ state: 'downloaded', version: '1.3.0' });
    expect(declined.service.restart()).toBe(true);
    expect(declined.beforeRestart).toHaveBeenCalledOnce();
    expect(declined.updater.installs).toEqual([[false, true]]);

    const agreed = setup({ agree: true });
    agreed.service.start();
    agreed.updater.emit('update-downloaded', { version: '2.0.0' });
    await settle();
    expect(agreed.beforeRestart).toHaveBeenCalledOnce();
    expect(agreed.updater.installs).toEqual([[false, true]]);
  });

  it('downloads only when the person agrees, and reports a failed download', async () => {
    const { service, updater, statuses } = setup();
    service.start();
    // Nothing known yet: nothing to download.
    expect(service.download()).toBe(false);
    updater.emit('update-available', { version: '1.3.0' });
    await settle();
    expect(updater.downloads).toBe(0);
    expect(service.status()).toEqual({ state: 'available', version: '1.3.0' });

    expect(service.download()).toBe(true);
    expect(updater.downloads).toBe(1);
    expect(service.status()).toEqual({ state: 'downloading', percent: 0, version: '1.3.0' });
    // A second press while downloading starts nothing more.
    expect(service.download()).toBe(false);
    expect(updater.downloads).toBe(1);

    const failing = setup();
    failing.service.start();
    failing.updater.emit('update-available', { version: '1.4.0' });
    failing.updater.downloadResult = () => Promise.reject(new Error('disk full'));
    expect(failing.service.download()).toBe(true);
    await settle();
    expect(failing.service.status()).toEqual({ state: 'error', version: '1.4.0' });
    expect(statuses.at(-1)).toEqual({ state: 'downloading', percent: 0, version: '1.3.0' });
  });

  it('the menu check asks before downloading what it found', async () => {
    const declined = setup({ agreeToDownload: false });
    declined.service.start();
    declined.updater.emit('update-available', { version: '1.3.0' });
    expect(await declined.service.offerDownload('1.3.0')).toBe(false);
    expect(declined.askToDownload).toHaveBeenCalledWith('1.3.0');
    expect(declined.updater.downloads).toBe(0);

    const agreed = setup({ agreeToDownload: true });
    agreed.service.start();
    agreed.updater.emit('update-available', { version: '1.3.0' });
    expect(await agreed.service.offerDownload('1.3.0')).toBe(true);
    expect(agreed.updater.downloads).toBe(1);
  });

  it('never restarts without a downloaded update', () => {
    const { service, updater } = setup();
    service.start();
    expect(service.restart()).toBe(false);
    updater.emit('update-available', { version: '1.3.0' });
    expect(service.restart()).toBe(false);
    expect(updater.installs).toEqual([]);
  });

  it('runs one check at a time and reports a failed check', async () => {
    const { service, updater } = setup();
    service.start();
    let fail!: (error: Error) => void;
    updater.checkResult = () => new Promise((_resolve, reject) => (fail = reject));
    const first = service.check();
    const second = service.check();
    expect(updater.checks).toBe(1);
    fail(new Error('offline'));
    expect(await first).toEqual({ state: 'error' });
    expect(await second).toEqual({ state: 'error' });
  });

  it('does nothing in a development build', async () => {
    const { service, timers, createUpdater } = setup({ enabled: false });
    service.start();
    expect(createUpdater).not.toHaveBeenCalled();
    expect(timers.delays()).toEqual([]);
    expect(await service.check()).toEqual({ state: 'disabled' });
    expect(service.restart()).toBe(false);
  });
});

describe('update signature verification', () => {
  const repo = join(import.meta.dirname, '../../..');

  it('is never switched off in the shell or the packaging configuration', () => {
    const sources = readdirSync(join(repo, 'electron'), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.ts'))
      .map((file) => readFileSync(join(repo, 'electron', file), 'utf8'));
    for (const source of sources) {
      expect(source).not.toMatch(/verifyUpdateCodeSignature\s*=/);
      expect(source).not.toMatch(/allowDowngrade\s*=\s*true/);
    }
    const pkg = JSON.parse(readFileSync(join(repo, 'package.json'), 'utf8')) as {
      build: { win?: Record<string, unknown>; mac?: Record<string, unknown> };
    };
    expect(pkg.build.win?.verifyUpdateCodeSignature).not.toBe(false);
    expect(pkg.build.mac?.hardenedRuntime).toBe(true);
  });
});
