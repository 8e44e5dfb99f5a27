/**
 * Renders member-centre pages and header-wallet components as the app would (see
 * support/appHarness): renderPage shows a page as the member centre's frame does; renderMember
 * adds a signed-in member, a MemoryRouter at the given address and the generic dialog host.
 */
import { render } from '@testing-library/react';
import { Suspense, type ReactElement } from 'react';
import { Provider } from 'react-redux';
import type { MemberInfo, SystemStatus } from '../../../../../src/shared/wire';
import { appStore, MEMBER_TOKEN, renderApp, setUpAppHarness, type Harness } from '../../support/appHarness';
import type { Recorded } from '../../support/localServer';
import { memberInfoFixture } from '../../support/memberInfo';
import { systemStatusFixture } from '../../support/systemStatus';

export { splitUrl, type Handler, type Harness } from '../../support/appHarness';

/** Call at the top level of a test file: one local server and API layer for its tests, as a member. */
export function setUpHarness(): Harness {
  return setUpAppHarness({ token: MEMBER_TOKEN });
}

export const MEMBER: MemberInfo = memberInfoFixture({ account: 'jane01', nickname: 'Jane' });

/** A member-centre page as its frame shows it: the store and the page, no router. */
export async function renderPage(page: ReactElement, status: SystemStatus = systemStatusFixture()) {
  // A session with a token, but no member info loaded.
  const store = await appStore({ status, loggedIn: true });
  const view = render(
    <Provider store={store}>
      <Suspense fallback={null}>{page}</Suspense>
    </Provider>,
  );
  return { store, view };
}

export async function renderMember(
  ui: ReactElement,
  {
    path = '/member',
    member = MEMBER,
    status = systemStatusFixture(),
  }: { path?: string; member?: MemberInfo; status?: SystemStatus } = {},
) {
  return renderApp(ui, { path, member, status });
}

/** The path of a recorded request, without its query. */
export function pathOf(request: Recorded): string {
  return new URL(request.url, 'http://local').pathname;
}

/** A page of the wire's Page<T>. */
export const pageOf = <T,>(content: T[], pageNo = 1, totalPages = 1) => ({
  content,
  pageNo,
  pageSize: 20,
  totalElements: content.length,
  totalPages,
});
