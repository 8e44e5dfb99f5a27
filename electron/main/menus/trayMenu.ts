/**
 * The tray icon's menu (built fresh whenever what it shows changes): open the window, the
 * balance, deposit, withdraw, quit, and the update download while one runs. Pure, so the
 * labels and actions are tested without Electron.
 */
import type { MenuItemConstructorOptions } from 'electron';
import type { Translator } from '../i18n/translate';

export type TrayBalanceView = { amount: string; currency: string } | null;

export type TrayMenuState = {
  /** null: not signed in, or not known yet. */
  balance: TrayBalanceView;
  /** 0-100 while an update downloads, else null. */
  updatePercent: number | null;
};

export type TrayActions = {
  open(): void;
  deposit(): void;
  withdraw(): void;
  quit(): void;
};

export function trayMenuTemplate(
  t: Translator,
  state: TrayMenuState,
  actions: TrayActions,
): MenuItemConstructorOptions[] {
  const balance = state.balance
    ? t.t('tray.balance', { amount: t.money(state.balance.amount, state.balance.currency) })
    : t.t('tray.balanceUnknown');
  const items: MenuItemConstructorOptions[] = [
    { id: 'open', label: t.t('tray.open'), click: () => actions.open() },
    { type: 'separator' },
    { id: 'balance', label: balance, enabled: false },
    { id: 'deposit', label: t.t('tray.deposit'), click: () => actions.deposit() },
    { id: 'withdraw', label: t.t('tray.withdraw'), click: () => actions.withdraw() },
  ];
  if (state.updatePercent !== null) {
    items.push(
      { type: 'separator' },
      {
        id: 'update',
        label: t.t('tray.updating', { percent: String(Math.round(state.updatePercent)) }),
        enabled: false,
      },
    );
  }
  items.push({ type: 'separator' }, { id: 'quit', label: t.t('tray.quit'), click: () => actions.quit() });
  return items;
}
