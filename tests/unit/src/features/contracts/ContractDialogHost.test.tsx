// @vitest-environment happy-dom
/**
 * The contract dialog against a local server: an eligible member's waiting offer opens with its
 * terms and who offers it; accepting one that would end downlines' contracts at a higher rate
 * (`contract.lower.rate`) asks a second time, listing them, and accepts again with
 * confirmLowerRate; once answered the dialog closes. Trial members are never asked.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ContractDialogHost } from '../../../../../src/features/contracts';
import { fail, ok } from '../../support/localServer';
import { memberInfoFixture } from '../../support/memberInfo';
import { renderMember, setUpHarness, splitUrl } from '../member/memberHarness';
import { AGENT_MEMBER, consolidatedFixture, contractFixture, contractSite } from './contractFixtures';

const harness = setUpHarness();
const PROCESS_PATH = '/wps/relay/MCS2_processDividendReq';
const OFFER = contractFixture();
const processCalls = () =>
  harness.server.requests.filter((r) => splitUrl(r).path === PROCESS_PATH).map((r) => splitUrl(r).query);

describe('ContractDialogHost', () => {
  it('accepts an offer at a lower rate only after the member agrees to end the listed contracts', async () => {
    let decided = false;
    harness.answer((request) => {
      const { path, query } = splitUrl(request);
      if (path === '/wps/member/info/funds/consolidated') {
        return ok(
          consolidatedFixture(decided ? { hasContract: true, divtypeinfo: 1 } : { divtypereq: 1, pending: [OFFER] }),
        );
      }
      if (path !== PROCESS_PATH) return undefined;
      if (query.confirmLowerRate !== 'true') {
        return fail(200, 'contract.lower.rate', 'Accepting ends 2 contracts of your downlines.', {
          terminates: [
            { contractId: 'd-1', memberAccount: 'amy02', rateBp: 2000 },
            { contractId: 'd-2', memberAccount: 'ben03', rateBp: 1800 },
          ],
        });
      }
      decided = true;
      return ok({ contract: { ...OFFER, status: 'accepted' }, terminated: [] });
    });
    await renderMember(<ContractDialogHost />, { member: AGENT_MEMBER, status: contractSite() });

    const dialog = await screen.findByRole('dialog', { name: 'Contract offer: Dividend' });
    expect(within(dialog).getByText('boss01 offers you a Dividend contract.')).toBeTruthy();
    const terms = within(dialog).getByRole('table', { name: 'Terms: Dividend' });
    expect(within(terms).getByText('$10,000.00')).toBeTruthy();
    expect(within(terms).getByText('15%')).toBeTruthy();
    expect(within(dialog).getByText('Weekly')).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Accept' }));
    const second = await screen.findByRole('dialog', { name: 'Accepting ends other contracts' });
    const list = within(second).getByRole('list', { name: 'Contracts that will be terminated' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['amy02, up to 20%', 'ben03, up to 18%']);
    expect(processCalls()).toEqual([{ contractId: 'c-1', action: 'accept' }]);

    fireEvent.click(within(second).getByRole('button', { name: 'Accept and terminate 2 contracts' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(processCalls()).toEqual([
      { contractId: 'c-1', action: 'accept' },
      { contractId: 'c-1', action: 'accept', confirmLowerRate: 'true' },
    ]);
  });

  it('says inside the dialog why a rejection failed, and leaves the offer open', async () => {
    harness.answer((request) => {
      const { path } = splitUrl(request);
      if (path === '/wps/member/info/funds/consolidated')
        return ok(consolidatedFixture({ divtypereq: 1, pending: [OFFER] }));
      if (path === PROCESS_PATH) return fail(200, 'contract.state', 'This offer was withdrawn.');
      return undefined;
    });
    await renderMember(<ContractDialogHost />, { member: AGENT_MEMBER, status: contractSite() });
    const dialog = await screen.findByRole('dialog', { name: 'Contract offer: Dividend' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('This offer was withdrawn.');
    expect(processCalls()).toEqual([{ contractId: 'c-1', action: 'reject' }]);
  });

  it('asks nothing of a trial member', async () => {
    harness.answer((request) =>
      splitUrl(request).path === '/wps/member/info/funds/consolidated'
        ? ok(consolidatedFixture({ pending: [OFFER] }))
        : undefined,
    );
    await renderMember(<ContractDialogHost />, {
      member: memberInfoFixture({ isTrial: true, type: 4 }),
      status: contractSite(),
    });
    // The address output renders with the host; the host itself made no call.
    await screen.findByTestId('address');
    expect(harness.server.requests).toEqual([]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
