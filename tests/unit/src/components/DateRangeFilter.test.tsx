// @vitest-environment happy-dom
/**
 * The date range filter in a DOM: quick ranges apply at once and show as pressed; a custom
 * range applies on Apply or Enter; a range longer than 93 days, reversed or incomplete is not
 * applied and says why next to the dates.
 */
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { Suspense, useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DateRangeFilter } from '../../../../src/components/DateRangeFilter';
import { quickRange, type DateRangeChoice } from '../../../../src/components/dateRange';
import { initI18n } from '../../../../src/i18n';

const NOW = new Date(2026, 10, 21, 15, 30);
const local = (y: number, m: number, d: number) => new Date(y, m - 1, d).getTime();

beforeAll(async () => {
  await initI18n();
});
afterEach(cleanup);

function renderFilter() {
  const onChange = vi.fn<(range: DateRangeChoice) => void>();
  function Harness() {
    const [range, setRange] = useState(() => quickRange('last7', NOW));
    return (
      <DateRangeFilter
        value={range}
        now={() => NOW}
        onChange={(next) => {
          onChange(next);
          setRange(next);
        }}
      />
    );
  }
  render(
    <Suspense fallback={null}>
      <Harness />
    </Suspense>,
  );
  return onChange;
}

const setDate = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('DateRangeFilter', () => {
  it('is a labelled group whose quick ranges are toggle buttons', async () => {
    renderFilter();
    const group = await screen.findByRole('group', { name: 'Date range' });
    const quick = within(group).getByRole('group', { name: 'Quick ranges' });
    expect(
      within(quick)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Today', 'Yesterday', 'Last 7 days', 'Last 30 days']);
    expect(within(quick).getByRole('button', { name: 'Last 7 days' }).getAttribute('aria-pressed')).toBe('true');
    expect((screen.getByLabelText('From') as HTMLInputElement).value).toBe('2026-11-15');
    expect((screen.getByLabelText('To') as HTMLInputElement).value).toBe('2026-11-21');
  });

  it('a quick range applies at once and fills the dates in', async () => {
    const onChange = renderFilter();
    fireEvent.click(await screen.findByRole('button', { name: 'Yesterday' }));
    expect(onChange).toHaveBeenLastCalledWith({
      preset: 'yesterday',
      startTime: local(2026, 11, 20),
      endTime: local(2026, 11, 21),
    });
    expect(screen.getByRole('button', { name: 'Yesterday' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Last 7 days' }).getAttribute('aria-pressed')).toBe('false');
    expect((screen.getByLabelText('From') as HTMLInputElement).value).toBe('2026-11-20');
    expect((screen.getByLabelText('To') as HTMLInputElement).value).toBe('2026-11-20');
  });

  it('a custom range of 93 days applies; 94 days does not, and says the limit', async () => {
    const onChange = renderFilter();
    await screen.findByLabelText('From');
    setDate('From', '2026-01-01');
    setDate('To', '2026-04-04');
    fireEvent.click(screen.getByRole('button', { name: 'Apply dates' }));
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe('Choose a range of at most 93 days.');
    expect(screen.getByLabelText('From').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('To').getAttribute('aria-describedby')).toBe(screen.getByRole('alert').id);

    setDate('To', '2026-04-03');
    fireEvent.click(screen.getByRole('button', { name: 'Apply dates' }));
    expect(onChange).toHaveBeenLastCalledWith({
      preset: 'custom',
      startTime: local(2026, 1, 1),
      endTime: local(2026, 4, 4),
    });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByLabelText('From').getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByRole('button', { name: 'Last 7 days' }).getAttribute('aria-pressed')).toBe('false');
  });

  it('Enter in a date applies; a reversed or empty range is refused with its reason', async () => {
    const onChange = renderFilter();
    await screen.findByLabelText('From');
    setDate('From', '2026-11-21');
    setDate('To', '2026-11-01');
    fireEvent.keyDown(screen.getByLabelText('To'), { key: 'Enter' });
    expect(screen.getByRole('alert').textContent).toBe('The start date must not be after the end date.');
    setDate('From', '');
    fireEvent.keyDown(screen.getByLabelText('From'), { key: 'Enter' });
    expect(screen.getByRole('alert').textContent).toBe('Choose both a start date and an end date.');
    expect(onChange).not.toHaveBeenCalled();

    setDate('From', '2026-11-01');
    setDate('To', '2026-11-10');
    fireEvent.keyDown(screen.getByLabelText('To'), { key: 'Enter' });
    expect(onChange).toHaveBeenLastCalledWith({
      preset: 'custom',
      startTime: local(2026, 11, 1),
      endTime: local(2026, 11, 11),
    });
  });

  it('choosing a quick range clears a custom-range message', async () => {
    renderFilter();
    await screen.findByLabelText('From');
    setDate('From', '2025-01-01');
    fireEvent.click(screen.getByRole('button', { name: 'Apply dates' }));
    expect(screen.getByRole('alert')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Today' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
