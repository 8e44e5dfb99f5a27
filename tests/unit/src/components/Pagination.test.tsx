// @vitest-environment happy-dom
/**
 * The pager in a DOM: a navigation landmark, previous and next, the window (2 margin
 * pages, a range of 5) with the current page marked aria-current="page", nothing for one page.
 */
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Pagination } from '../../../../src/components/Pagination';
import { initI18n } from '../../../../src/i18n';

beforeAll(async () => {
  await initI18n();
});
afterEach(cleanup);

async function renderPager(page: number, totalPages: number) {
  const onPage = vi.fn<(page: number) => void>();
  const view = render(
    <Suspense fallback={null}>
      <Pagination page={page} totalPages={totalPages} onPage={onPage} />
    </Suspense>,
  );
  if (totalPages > 1) await screen.findByRole('navigation', { name: 'Pages' });
  return { onPage, view };
}

/** Visible labels of the list items: numbers, "…" (hidden from screen readers), Previous and Next. */
const itemsOf = (nav: HTMLElement) =>
  [...nav.querySelectorAll('li')].map((li) => li.textContent?.replace(/[‹›]/g, '').trim());

describe('Pagination', () => {
  it('page 10 of 20: margins, a range of 5 around it, gaps, the current page marked', async () => {
    await renderPager(10, 20);
    const nav = screen.getByRole('navigation', { name: 'Pages' });
    expect(itemsOf(nav)).toEqual(['Previous', '1', '2', '…', '8', '9', '10', '11', '12', '…', '19', '20', 'Next']);
    expect(within(nav).getAllByRole('listitem')).toHaveLength(11); // the gaps are aria-hidden
    const current = within(nav).getByRole('button', { name: 'Page 10' });
    expect(current.getAttribute('aria-current')).toBe('page');
    expect(
      within(nav)
        .getAllByRole('button')
        .filter((b) => b.getAttribute('aria-current')).length,
    ).toBe(1);
  });

  it('page buttons, previous and next ask for their page', async () => {
    const { onPage } = await renderPager(10, 20);
    fireEvent.click(screen.getByRole('button', { name: 'Page 19' }));
    fireEvent.click(screen.getByRole('button', { name: /Previous/ }));
    fireEvent.click(screen.getByRole('button', { name: /Next/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Page 10' })); // the current page: nothing to do
    expect(onPage.mock.calls).toEqual([[19], [9], [11]]);
  });

  it('previous is disabled on the first page, next on the last', async () => {
    const first = await renderPager(1, 3);
    expect((screen.getByRole('button', { name: /Previous/ }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: /Next/ }) as HTMLButtonElement).disabled).toBe(false);
    first.view.unmount();
    await renderPager(3, 3);
    expect((screen.getByRole('button', { name: /Next/ }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('renders nothing for a single page or none', async () => {
    await renderPager(1, 1);
    await renderPager(1, 0);
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
