/**
 * OS notifications for deposit and withdrawal outcomes. They are shown by the main process, so
 * they appear whether the window is focused, minimised or closed to the tray; clicking one
 * brings the window back on the matching record of the member centre.
 */
import type { MemberEvent } from '../../../src/shared/ipc/memberEvents';
import { recordRoute } from '../deepLinks';
import type { Translator } from '../i18n/translate';

/** The slice of Electron's `Notification` instance used. */
export type NotificationLike = {
  on(event: 'click' | 'close', listener: () => void): unknown;
  show(): void;
};

/** Electron's `Notification` class, injected. */
export type NotificationFactory = {
  isSupported(): boolean;
  create(options: { title: string; body: string }): NotificationLike;
};

export type NotificationContent = { title: string; body: string; route: string };

/** What a notification about `event` says, in the translator's language, and where a click goes. */
export function notificationContent(event: MemberEvent, t: Translator): NotificationContent {
  const amount = t.money(event.amount, event.currency);
  return {
    title: t.t(`notify.${event.kind}.title`),
    body: t.t(`notify.${event.kind}.body`, { amount }),
    route: recordRoute(event.record),
  };
}

export type NotificationServiceDeps = {
  factory: NotificationFactory;
  translator(): Translator;
  /** Shows the main window on `route`. */
  openRoute(route: string): void;
};

/** Notifications kept referenced until clicked or closed (Electron drops handlers of collected ones). */
const MAX_LIVE = 20;

/** TypeScript `private` rather than `#private`: Electronegativity cannot parse class private fields. */
export class NotificationService {
  private readonly deps: NotificationServiceDeps;
  private readonly live = new Set<NotificationLike>();

  constructor(deps: NotificationServiceDeps) {
    this.deps = deps;
  }

  /** Shows the notification for `event`; false where the OS has no notifications. */
  notify(event: MemberEvent): boolean {
    if (!this.deps.factory.isSupported()) return false;
    const content = notificationContent(event, this.deps.translator());
    const notification = this.deps.factory.create({ title: content.title, body: content.body });
    const forget = () => void this.live.delete(notification);
    notification.on('click', () => {
      forget();
      this.deps.openRoute(content.route);
    });
    notification.on('close', forget);
    this.live.add(notification);
    if (this.live.size > MAX_LIVE) this.live.delete(this.live.values().next().value as NotificationLike);
    notification.show();
    return true;
  }
}
