// @vitest-environment happy-dom
/**
 * The vendor filter menu: nothing with one vendor; with more, a radio group that
 * starts with All, emits the vendor's code ('' for All), moves with the arrow keys, and scrolls
 * back to its start when All is chosen.
 */
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { VendorFilter, type VendorOption } from '../../../../../src/features/games/filters/VendorFilter';
import { initI18n } from '../../../../../src/i18n';

beforeAll(async () => {
  const i18n = await initI18n();
  await i18n.loadNamespaces(['games']);
});
afterEach(cleanup);

const vendor = (code: string): VendorOption => ({
  vassalage: code,
  displayName: `${code} Gaming`,
  icon: `/TCG_PROD_IMAGES/VENDOR_ICON_SMALL/${code}-DEFAULT.svg`,
});

function renderFilter(vendors: VendorOption[], value = '') {
  const onChange = vi.fn<(vassalage: string) => void>();
  const view = render(
    <Suspense fallback={null}>
      <VendorFilter vendors={vendors} value={value} onChange={onChange} />
    </Suspense>,
  );
  return { onChange, view };
}

describe('VendorFilter', () => {
  it('shows nothing with one vendor or none', () => {
    renderFilter([vendor('PG')]);
    expect(screen.queryByRole('radiogroup')).toBeNull();
    cleanup();
    renderFilter([]);
    expect(screen.queryByRole('radiogroup')).toBeNull();
  });

  it('starts with All, then each vendor named by its name, the chosen one checked', () => {
    renderFilter([vendor('PG'), vendor('JL'), vendor('CQ9')], 'JL');
    const group = screen.getByRole('radiogroup', { name: 'Game vendors' });
    const radios = [...group.querySelectorAll('[role="radio"]')];
    expect(radios.map((radio) => radio.getAttribute('aria-label') ?? radio.textContent)).toEqual([
      'All',
      'PG Gaming',
      'JL Gaming',
      'CQ9 Gaming',
    ]);
    expect(screen.getByRole('radio', { name: 'JL Gaming' }).getAttribute('aria-checked')).toBe('true');
    expect(screen.getByRole('radio', { name: 'All' }).getAttribute('aria-checked')).toBe('false');
    // One tab stop: the checked option.
    expect(radios.map((radio) => radio.getAttribute('tabindex'))).toEqual(['-1', '-1', '0', '-1']);
  });

  it('emits the vendor code, and "" for All', () => {
    const { onChange } = renderFilter([vendor('PG'), vendor('JL')], 'PG');
    fireEvent.click(screen.getByRole('radio', { name: 'JL Gaming' }));
    fireEvent.click(screen.getByRole('radio', { name: 'All' }));
    expect(onChange.mock.calls).toEqual([['JL'], ['']]);
  });

  it('scrolls the menu back to its start when All is chosen', async () => {
    renderFilter([vendor('PG'), vendor('JL'), vendor('CQ9')], 'CQ9');
    const group = screen.getByRole('radiogroup', { name: 'Game vendors' });
    group.scrollLeft = 240;
    fireEvent.click(screen.getByRole('radio', { name: 'PG Gaming' }));
    expect(group.scrollLeft).toBe(240);
    fireEvent.click(screen.getByRole('radio', { name: 'All' }));
    // A smooth scroll: it lands on a later tick.
    await waitFor(() => expect(group.scrollLeft).toBe(0));
  });

  it('moves with the arrow keys and chooses as it goes', () => {
    const { onChange } = renderFilter([vendor('PG'), vendor('JL')], '');
    const group = screen.getByRole('radiogroup', { name: 'Game vendors' });
    fireEvent.keyDown(group, { key: 'ArrowRight' });
    fireEvent.keyDown(group, { key: 'End' });
    expect(onChange.mock.calls).toEqual([['PG'], ['JL']]);
    expect(document.activeElement?.getAttribute('aria-label')).toBe('JL Gaming');
  });
});
