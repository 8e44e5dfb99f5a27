// @vitest-environment happy-dom
/**
 * The Amount component: signed amounts carry a sign, a credit or debit colour class and the
 * word for screen readers, so colour is never the only signal; unsigned ones carry none.
 */
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Amount } from '../../../../../src/features/wallet/Amount';
import { initI18n } from '../../../../../src/i18n';
import { renderPage } from '../member/memberHarness';

beforeAll(async () => {
  await initI18n();
});
afterEach(cleanup);

async function renderAmounts(...amounts: { minor: string; signed?: boolean }[]) {
  await renderPage(
    <ul>
      {amounts.map((amount, index) => (
        <li key={index} data-testid={`amount-${index}`}>
          <Amount {...amount} />
        </li>
      ))}
    </ul>,
  );
  await screen.findByTestId('amount-0');
  return amounts.map((_, index) => screen.getByTestId(`amount-${index}`).firstElementChild as HTMLElement);
}

describe('Amount', () => {
  it('a credit: "+", the credit class, and the word "credit"', async () => {
    const [credit] = await renderAmounts({ minor: '150000', signed: true });
    expect(credit?.textContent).toBe('+$1,500.00 credit');
    expect(credit?.dataset.direction).toBe('credit');
    expect(credit?.className).toMatch(/credit/);
    expect(credit?.querySelector('.visually-hidden')?.textContent).toBe(' credit');
  });

  it('a debit: "−", the debit class, and the word "debit"', async () => {
    const [debit] = await renderAmounts({ minor: '-2550', signed: true });
    expect(debit?.textContent).toBe('\u2212$25.50 debit');
    expect(debit?.dataset.direction).toBe('debit');
    expect(debit?.className).toMatch(/debit/);
    expect(debit?.className).not.toMatch(/credit/);
  });

  it('zero and unsigned amounts carry no direction; junk shows a dash', async () => {
    const [zero, plain, junk] = await renderAmounts({ minor: '0', signed: true }, { minor: '-2550' }, { minor: '2.5' });
    expect(zero?.textContent).toBe('$0.00');
    expect(zero?.dataset.direction).toBe('none');
    expect(plain?.textContent).toBe('\u2212$25.50');
    expect(plain?.dataset.direction).toBeUndefined();
    expect(junk?.textContent).toBe('—');
  });
});
