/** Member-centre routes that both the tray (wireTray.ts) and the application menu (wireMenu.ts) open. */
import { memberRoute } from '../deepLinks';

export const accountRoutes = {
  memberCentre: '/member',
  deposit: memberRoute('depositv2'),
  withdraw: memberRoute('withdraw'),
  messages: memberRoute('messageV2'),
} as const;
