// @vitest-environment happy-dom
/**
 * The offer dialog against a local server: the terms typed in the editor (percent and money in
 * major units) go out as the wire's ContractTerms (basis points, minor units); wrong fields are
 * named before anything is sent, and what the server refuses is said inside the dialog.
 */
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OfferContractDialog } from '../../../../../src/features/contracts';
import type { AgentSettingsValue, ContractPreviewValue, OfferCeilingsValue } from '../../../../../src/shared/wire';
import { fail, ok, type Recorded } from '../../support/localServer';
import { renderMember, setUpHarness, splitUrl, type Handler } from '../member/memberHarness';
import { AGENT_MEMBER, contractFixture, contractSite } from './contractFixtures';

const harness = setUpHarness();
const SETTINGS: AgentSettingsValue = {
  dividendEnabled: true,
  maxRateBp: { dividend: 3000, daily: 200, hourly: 200, realtime: 100 },
  maxTiers: 5,
  maxRangeDays: 93,
};
// The agent's own ceilings: lower than the site's, and no hourly salary (it holds none).
const CEILINGS: OfferCeilingsValue = {
  topLevel: false,
  ceilings: { dividend: 3000, daily: 150, hourly: null, realtime: 100 },
};
const offers = (): Recorded[] =>
  harness.server.requests.filter((r) => r.method === 'POST' && splitUrl(r).path === '/wps/agent/contracts');

const answering =
  (offer: Handler): Handler =>
  (request) => {
    const { path } = splitUrl(request);
    if (path === '/wps/agent/settings') return ok(SETTINGS);
    if (path === '/wps/agent/contracts/ceilings') return ok(CEILINGS);
    if (path === '/wps/agent/contracts/preview') return ok(PREVIEW);
    if (path === '/wps/agent/contracts' && request.method === 'POST') return offer(request);
    return undefined;
  };

const metrics = {
  betCount: 3,
  validBetMinor: '150000',
  stakeMinor: '150000',
  payoutMinor: '100000',
  lossMinor: '50000',
  activeMembers: 2,
};
const PREVIEW: ContractPreviewValue = {
  kind: 'daily',
  windows: [7, 30].map((days) => ({
    days,
    start: Date.UTC(2026, 10, 30 - days),
    end: Date.UTC(2026, 10, 30),
    totalMinor: days === 7 ? '150' : '450',
    rows: [
      {
        periodKey: 'D:2026-11-29',
        start: Date.UTC(2026, 10, 29),
        end: Date.UTC(2026, 10, 30),
        periods: 1,
        metrics,
        rateBp: 100,
        amountMinor: '150',
      },
    ],
  })),
};

const type = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });

describe('OfferContractDialog', () => {
  it('sends the typed dividend terms as basis points and minor units', async () => {
    harness.answer(answering(() => ok(contractFixture({ memberAccount: 'amy02' }))));
    let closed = 0;
    await renderMember(<OfferContractDialog memberId="42" account="amy02" onClose={() => (closed += 1)} />, {
      member: AGENT_MEMBER,
      status: contractSite(),
    });
    const dialog = await screen.findByRole('dialog', { name: 'Offer a contract to amy02' });

    expect(within(dialog).getByRole('combobox', { name: 'Contract type' })).toHaveProperty('value', 'dividend');
    type(within(dialog).getByRole('combobox', { name: 'Settlement period' }), 'H');
    const first = within(dialog).getByRole('group', { name: 'Tier 1' });
    type(within(first).getByRole('textbox', { name: 'Period valid bet' }), '10000');
    type(within(first).getByRole('textbox', { name: 'Period loss' }), '0');
    type(within(first).getByRole('textbox', { name: 'Active members' }), '3');
    type(within(first).getByRole('textbox', { name: 'Rate (%)' }), '1.15');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add tier' }));
    const second = within(dialog).getByRole('group', { name: 'Tier 2' });
    type(within(second).getByRole('textbox', { name: 'Period valid bet' }), '50000.5');
    type(within(second).getByRole('textbox', { name: 'Period loss' }), '2000');
    type(within(second).getByRole('textbox', { name: 'Active members' }), '10');
    type(within(second).getByRole('textbox', { name: 'Rate (%)' }), '25');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Offer contract' }));

    expect((await within(dialog).findByRole('status')).textContent).toBe(
      'The Dividend contract was offered to amy02. It takes effect once they accept it.',
    );
    expect(offers().map((r) => JSON.parse(r.body) as unknown)).toEqual([
      {
        memberId: '42',
        terms: {
          kind: 'dividend',
          dividend: {
            period: 'H',
            tiers: [
              { validBetMinor: '1000000', lossMinor: '0', activeMembers: 3, rateBp: 115 },
              { validBetMinor: '5000050', lossMinor: '200000', activeMembers: 10, rateBp: 2500 },
            ],
          },
        },
      },
    ]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(closed).toBeGreaterThan(0);
  });

  it('names wrong fields before sending, and shows what the server refuses', async () => {
    harness.answer(
      answering(() => fail(200, 'contract.rate.range', 'Your own contract pays at most 0.5%: offer no more.')),
    );
    await renderMember(
      <OfferContractDialog memberId="42" account="amy02" kind="realtime" onClose={() => undefined} />,
      { member: AGENT_MEMBER, status: contractSite() },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Offer a contract to amy02' });
    expect(within(dialog).queryByRole('combobox', { name: 'Contract type' })).toBeNull();

    const profit = within(dialog).getByRole('textbox', { name: 'Profit rate (%)' });
    const loss = within(dialog).getByRole('textbox', { name: 'Loss rate (%)' });
    fireEvent.change(profit, { target: { value: '0.5' } });
    type(loss, '1.5'); // over the site's 1 % for real-time salary
    type(within(dialog).getByRole('textbox', { name: 'Single bet' }), '10');
    // The agent's own ceiling has arrived (offer ceilings) once the editor says it.
    await within(dialog).findByText('You can offer up to 1%: the rate of your own contract of this kind.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Offer contract' }));
    expect(loss.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(loss);
    expect(within(dialog).getByText('You can offer at most 1%, the rate of your own contract.')).toBeTruthy();
    expect(offers()).toEqual([]);

    type(loss, '0.5');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Offer contract' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Your own contract pays at most 0.5%: offer no more.',
    );
    expect(JSON.parse(offers()[0]?.body ?? '{}')).toEqual({
      memberId: '42',
      terms: { kind: 'realtime', realtime: { profitRateBp: 50, lossRateBp: 50, singleBetMinor: '1000' } },
    });
  });

  it('offer dialog shows the agent own ceiling, not the site maximum, and no kind it holds none of', async () => {
    harness.answer(answering(() => ok(contractFixture({ memberAccount: 'amy02' }))));
    await renderMember(<OfferContractDialog memberId="42" account="amy02" onClose={() => undefined} />, {
      member: AGENT_MEMBER,
      status: contractSite(),
    });
    const dialog = await screen.findByRole('dialog', { name: 'Offer a contract to amy02' });
    await within(dialog).findByText('You can offer up to 30%: the rate of your own contract of this kind.');
    const kinds = within(dialog).getByRole('combobox', { name: 'Contract type' });
    expect(within(kinds).queryByRole('option', { name: 'Hourly salary' })).toBeNull();
    type(kinds, 'daily');
    expect(
      within(dialog).getByText('You can offer up to 1.5%: the rate of your own contract of this kind.'),
    ).toBeTruthy();
    expect(dialog.textContent).not.toMatch(/\bbp\b|2%/); // the site allows 2% daily: not shown
  });

  it('offer dialog says a kind the agent holds none of cannot be offered', async () => {
    harness.answer(answering(() => ok(contractFixture({ memberAccount: 'amy02' }))));
    await renderMember(<OfferContractDialog memberId="42" account="amy02" kind="hourly" onClose={() => undefined} />, {
      member: AGENT_MEMBER,
      status: contractSite(),
    });
    const dialog = await screen.findByRole('dialog', { name: 'Offer a contract to amy02' });
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'You hold no Hourly salary contract, so you cannot offer one.',
    );
    expect(within(dialog).queryByRole('textbox', { name: 'Rate (%)' })).toBeNull();
  });

  it('tier errors from the server appear on their field in plain words', async () => {
    harness.answer(
      answering(() =>
        fail(200, 'contract.terms.invalid', 'terms.salary.tiers[0].betAmountMinor: must be at most 9 minor units.', {
          field: 'terms.salary.tiers[0].betAmountMinor',
        }),
      ),
    );
    await renderMember(<OfferContractDialog memberId="42" account="amy02" kind="daily" onClose={() => undefined} />, {
      member: AGENT_MEMBER,
      status: contractSite(),
    });
    const dialog = await screen.findByRole('dialog', { name: 'Offer a contract to amy02' });
    await within(dialog).findByText('You can offer up to 1.5%: the rate of your own contract of this kind.');
    const bet = within(dialog).getByRole('textbox', { name: 'Daily bet amount' });
    type(bet, '100');
    type(within(dialog).getByRole('textbox', { name: 'Active members' }), '1');
    type(within(dialog).getByRole('textbox', { name: 'Rate (%)' }), '1');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Offer contract' }));
    expect(await within(dialog).findByText('must be at most 9 minor units.')).toBeTruthy();
    expect(bet.getAttribute('aria-invalid')).toBe('true');
  });

  it('offer dialog previews what the terms would have paid over 7 and 30 days', async () => {
    harness.answer(answering(() => ok(contractFixture({ memberAccount: 'amy02' }))));
    await renderMember(<OfferContractDialog memberId="42" account="amy02" kind="daily" onClose={() => undefined} />, {
      member: AGENT_MEMBER,
      status: contractSite(),
    });
    const dialog = await screen.findByRole('dialog', { name: 'Offer a contract to amy02' });
    await within(dialog).findByText('You can offer up to 1.5%: the rate of your own contract of this kind.');
    type(within(dialog).getByRole('textbox', { name: 'Daily bet amount' }), '100');
    type(within(dialog).getByRole('textbox', { name: 'Active members' }), '1');
    type(within(dialog).getByRole('textbox', { name: 'Rate (%)' }), '1');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Preview earnings' }));
    const week = await within(dialog).findByRole('table', { name: 'Last 7 days' });
    expect(within(week).getByRole('rowheader', { name: 'Total' })).toBeTruthy();
    expect(within(dialog).getByRole('table', { name: 'Last 30 days' })).toBeTruthy();
    const sent = harness.server.requests.filter((r) => splitUrl(r).path === '/wps/agent/contracts/preview');
    expect(JSON.parse(sent[0]?.body ?? '{}')).toEqual({
      memberId: '42',
      terms: { kind: 'daily', salary: { tiers: [{ betAmountMinor: '10000', activeMembers: 1, rateBp: 100 }] } },
    });
    expect(offers()).toEqual([]);
  });
});
