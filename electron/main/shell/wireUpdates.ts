/**
 * Auto-update (services/updater.ts): its questions as message boxes in the interface language,
 * its progress on the renderer's update bar, the taskbar and the tray, and the menu's
 * "Check for updates", which says what it found.
 */
import type { MessageKey } from '../i18n/catalog';
import { sendEvent } from '../ipc/events';
import type { TrayService } from '../services/tray';
import { UpdaterService } from '../services/updater';
import type { ShellWindow } from './deps';
import type { ShellContext } from './shellContext';

type Question = { title: MessageKey; message: MessageKey; accept: MessageKey };

export function wireUpdates<W extends ShellWindow>(
  ctx: ShellContext<W>,
  tray: Pick<TrayService<unknown>, 'update'>,
): UpdaterService {
  const { deps, state } = ctx;
  // Resolves true when the person takes the first button; "Later" (or closing the box) is no.
  const ask =
    (question: Question) =>
    async (version: string): Promise<boolean> => {
      const t = state.translator();
      const answer = await ctx.messageBox({
        type: 'question',
        buttons: [t.t(question.accept), t.t('update.later')],
        defaultId: 0,
        cancelId: 1,
        title: t.t(question.title),
        message: t.t(question.message, { version }),
      });
      return answer.response === 0;
    };
  const updates = new UpdaterService({
    createUpdater: deps.createUpdater,
    feedUrl: ctx.config.updateFeedUrl,
    enabled: deps.app.isPackaged,
    timers: deps.timers,
    askToDownload: ask({
      title: 'update.availableTitle',
      message: 'update.availableMessage',
      accept: 'update.download',
    }),
    askToRestart: ask({ title: 'update.readyTitle', message: 'update.readyMessage', accept: 'update.restart' }),
    onStatus: (status) => {
      sendEvent(state.mainWindow()?.webContents, 'updates:status', status);
      const downloading = status.state === 'downloading';
      state.mainWindow()?.setProgressBar(downloading ? (status.percent ?? 0) / 100 : -1);
      tray.update({ updatePercent: downloading ? (status.percent ?? 0) : null });
    },
    beforeRestart: () => state.startQuitting(),
    log: deps.log,
  });
  updates.start();
  return updates;
}

/** The menu's "Check for updates": says what it found, and offers the download or the restart. */
export async function checkForUpdatesFromMenu<W extends ShellWindow>(
  ctx: ShellContext<W>,
  updates: UpdaterService,
): Promise<void> {
  const status = await updates.check();
  const t = ctx.state.translator();
  if (status.state === 'downloaded' && status.version !== undefined) await updates.offerRestart(status.version, true);
  else if (status.state === 'available' && status.version !== undefined) await updates.offerDownload(status.version);
  else if (status.state === 'none' || status.state === 'disabled')
    ctx.inform(t.t('update.latest', { version: ctx.deps.app.getVersion() }));
  else if (status.state === 'error') ctx.inform(t.t('update.failed'));
}
