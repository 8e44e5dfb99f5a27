/**
 * Renders announcement and home components as the app would (see support/appHarness), for a
 * guest or a signed-in member, inside a MemoryRouter.
 */
import type { ReactElement } from 'react';
import type { AnnouncementsValue, Banner, MemberInfo, Notice, PopupAnnouncement } from '../../../../../src/shared/wire';
import { renderApp, setUpAppHarness, splitUrl, type Harness } from '../../support/appHarness';
import type { Recorded } from '../../support/localServer';

export { splitUrl, type Handler, type Harness } from '../../support/appHarness';

/** Call at the top level of a test file: one local server and API layer for its tests. */
export function setUpHarness(): Harness {
  return setUpAppHarness({
    token: null,
    namespaces: ['home', 'nav', 'records'],
    clear: { sessionStorage: true, localStorage: true },
  });
}

/** Renders `ui` at `path` for a guest, or for `member` when given. */
export async function renderWith(
  ui: ReactElement,
  { path = '/', member }: { path?: string; member?: MemberInfo } = {},
) {
  return renderApp(ui, { path, member: member ?? null });
}

export const ANNOUNCEMENTS_PATH = '/wps/relay/MCSFE_getListAnnouncements';

export const isAnnouncements = (request: Recorded) => splitUrl(request).path === ANNOUNCEMENTS_PATH;

export function bannerFixture(id: number, overrides: Partial<Banner> = {}): Banner {
  return {
    id,
    groupName: 'w_home',
    url: `/banners/${id}.png`,
    title: `Banner ${id}`,
    linkageType: '',
    linkageTarget: '',
    sequence: id,
    ...overrides,
  };
}

export function noticeFixture(id: number, overrides: Partial<Notice> = {}): Notice {
  return {
    id,
    title: `Notice ${id}`,
    content: `<p>Notice ${id} body</p>`,
    createdAt: Date.UTC(2026, 0, id),
    ...overrides,
  };
}

export function popupFixture(id: number, overrides: Partial<PopupAnnouncement> = {}): PopupAnnouncement {
  return {
    id,
    title: `Popup ${id}`,
    content: `<p>Popup ${id} body</p>`,
    execution: 'B',
    promotionType: '',
    createdAt: Date.UTC(2026, 0, id),
    ...overrides,
  };
}

export function announcementsValue(value: Partial<AnnouncementsValue> = {}): AnnouncementsValue {
  return { banners: [], player: [], popup: [], promotion: [], ...value };
}
