/**
 * `npm run ops -- bet …`: rounds by hand, so operators (and end-to-end specs) can produce bets,
 * settlements and refunds before the games exist. They go through the same settlement service
 * as a provider would, with the same once-per-round rules.
 */
import { randomBytes } from 'node:crypto';
import type { Services } from '../../services';
import { WireError } from '../../http/errors';
import { moneyArgument } from '../ops/arguments';
import { OpsFailure, OpsUsageError, type OpsCommand } from '../ops/registry';
import { moneyText } from '../wallet/amounts';
import type { Merchant } from '../system/service';
import { offeredGame, requireKnownVendor } from './providerChecks';
import { betsOfRound, type BetResult } from './rounds';

type Options = Record<string, string | boolean | undefined>;

const merchantOption = { type: 'string', description: 'merchant code (default: demo)' } as const;
const memberOption = { type: 'string', description: 'username, when several members played the round' } as const;
const text = (value: string | boolean | undefined) => (typeof value === 'string' ? value : undefined);

async function merchantOf(options: Options, services: Services): Promise<Merchant> {
  const code = text(options.merchant) ?? 'demo';
  const merchant = await services.system.merchant(code);
  if (!merchant)
    throw new OpsUsageError(
      `Unknown merchant "${code}". Known: ${(await services.systemRepo.merchantCodes()).join(', ')}`,
    );
  return merchant;
}

/** Amounts as typed, in major units: the one parser every money command uses (ops/arguments.ts). */
function amountOf(value: string, what: string, merchant: Merchant, allowZero = false): bigint {
  return moneyArgument(value, `The ${what}`, merchant.site.currency, { allowZero });
}

/** The member whose bet on the round is meant: --member, or the round's only player. */
async function roundMember(
  services: Services,
  merchant: Merchant,
  vendor: string,
  roundId: string,
  options: Options,
): Promise<bigint> {
  const username = text(options.member);
  if (username) {
    const member = await services.accounts.members.byUsername(merchant.code, username);
    if (!member) throw new OpsUsageError(`No member "${username}" on ${merchant.code}.`);
    return member.id;
  }
  const bets = await betsOfRound(services.db, merchant.code, vendor, roundId);
  if (bets.length === 0)
    throw new OpsUsageError(`There is no bet on round ${roundId} of ${vendor} on ${merchant.code}.`);
  if (bets.length > 1)
    throw new OpsUsageError(
      `${bets.length} members played round ${roundId} of ${vendor}; say whose with --member <username>.`,
    );
  return bets[0]!.member_id;
}

/** Envelope errors of the service become the command's failure, with the same message. */
async function attempt<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof WireError) throw new OpsFailure(`${error.message} (${error.errorCode})`);
    throw error;
  }
}

function describe(bet: BetResult, merchant: Merchant): string {
  const money = (minor: string) => moneyText(BigInt(minor), merchant.site.currency);
  const settled =
    bet.status === 'settled' ? `, valid bet ${money(bet.validBetMinor)}, payout ${money(bet.payoutMinor)}` : '';
  return (
    `Bet ${bet.betId} on ${bet.vendor} round ${bet.roundId} (${bet.gameType} ${bet.gameName}): ` +
    `stake ${money(bet.stakeMinor)}${settled}, ${bet.status}.`
  );
}

export const bettingOpsCommands: OpsCommand[] = [
  {
    path: ['bet', 'place'],
    positionals: ['member', 'vendor', 'amount'],
    options: {
      round: { type: 'string', description: 'round id (default: a new one)' },
      'game-type': {
        type: 'string',
        description: "game type: RNG, LIVE, SPORTS, FISH, PVP, LOTT… (default: the vendor's first on the merchant)",
      },
      'game-name': {
        type: 'string',
        description: "one of the vendor's games, by name or code (default: its lobby or first game)",
      },
      merchant: merchantOption,
    },
    summary: 'place a bet of <amount> for a member on a vendor (debits the wallet the vendor plays from)',
    async run({ positionals, options }, services) {
      const [username, vendor, amount] = positionals as [string, string, string];
      const merchant = await merchantOf(options, services);
      const member = await services.accounts.members.byUsername(merchant.code, username);
      if (!member) throw new OpsUsageError(`No member "${username}" on ${merchant.code}.`);
      const stakeMinor = amountOf(amount, 'amount', merchant);
      const game = await offeredGame(services.db, {
        merchantCode: merchant.code,
        vendor,
        gameType: text(options['game-type']),
        gameName: text(options['game-name']),
      });
      const roundId = text(options.round) ?? `ops-${Date.now().toString(36)}-${randomBytes(3).toString('hex')}`;
      const bet = await attempt(() =>
        services.betting.placeBet({ merchantCode: merchant.code, memberId: member.id, ...game, roundId, stakeMinor }),
      );
      return `${describe(bet, merchant)}\nSettle it with: npm run ops -- bet settle ${vendor} ${roundId} <payout>`;
    },
  },
  {
    path: ['bet', 'settle'],
    positionals: ['vendor', 'round', 'payout'],
    options: {
      'valid-bet': { type: 'string', description: 'valid bet amount (default: the stake)' },
      member: memberOption,
      merchant: merchantOption,
    },
    summary: 'settle a round with <payout> (0 for a loss); once per round',
    async run({ positionals, options }, services) {
      const [vendor, roundId, payout] = positionals as [string, string, string];
      const merchant = await merchantOf(options, services);
      await requireKnownVendor(services.db, vendor);
      const memberId = await roundMember(services, merchant, vendor, roundId, options);
      const validBet = text(options['valid-bet']);
      const bet = await attempt(() =>
        services.betting.settleRound({
          merchantCode: merchant.code,
          memberId,
          vendor,
          roundId,
          payoutMinor: amountOf(payout, 'payout', merchant, true),
          ...(validBet !== undefined && { validBetMinor: amountOf(validBet, 'valid bet', merchant, true) }),
        }),
      );
      return describe(bet, merchant);
    },
  },
  {
    path: ['bet', 'refund'],
    positionals: ['vendor', 'round'],
    options: { member: memberOption, merchant: merchantOption },
    summary: 'refund the stake of an open round; once per round',
    async run({ positionals, options }, services) {
      const [vendor, roundId] = positionals as [string, string];
      const merchant = await merchantOf(options, services);
      await requireKnownVendor(services.db, vendor);
      const memberId = await roundMember(services, merchant, vendor, roundId, options);
      const bet = await attempt(() =>
        services.betting.refundRound({ merchantCode: merchant.code, memberId, vendor, roundId }),
      );
      return describe(bet, merchant);
    },
  },
  {
    path: ['bet', 'sweep'],
    summary: 'refund every open bet older than the sweep window now (the server does this every minute)',
    async run(_input, services) {
      const { refunded, failed } = await services.betting.sweep();
      return `${refunded} stale bet(s) refunded${failed ? `, ${failed} could not be (settled meanwhile?)` : ''}.`;
    },
  },
];
