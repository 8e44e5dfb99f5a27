/**
 * Demo play data for a fresh database, run by seed.ts inside its transaction after seedMoney.ts
 * (money settings, demo_player's credited 1,000.00 deposit): missions, a welcome reward, and a
 * few settled rounds of demo_player yesterday and today through the real settlement service, so
 * the records, profit and loss, missions and yesterday's rebate have real rows to show.
 *
 * Every step is guarded (ON CONFLICT, once-only ledger keys, "if none yet"), so running it on
 * a database that already has some of this data adds only what is missing.
 */
import { formatMinor, groupThousands, parseAmount } from '../../src/shared/money';
import { merchantMoney, walletForVendor, type MerchantMoney } from '../domains/betting/settings';
import { placeBet, settleRound } from '../domains/betting/rounds';
import { post, type Trx } from '../domains/ledger/post';

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

/** Missions of every merchant, in major units of its currency. */
const MISSIONS: { kind: 'valid_bet' | 'deposit'; verb: string; target: string; reward: string }[] = [
  { kind: 'valid_bet', verb: 'Bet', target: '500', reward: '5' },
  { kind: 'deposit', verb: 'Deposit', target: '1000', reward: '10' },
];

const WELCOME = { title: 'Welcome bonus', amount: '8.88', eventKey: 'signup:welcome', validDays: 30 };

/** Moved into each game wallet a seeded round plays from (when the merchant's wallet is not single). */
const GAME_WALLET_FUNDS = '200';

type Round = { vendor: string; gameType: string; gameName: string; stake: string; payout: string };

const YESTERDAY: (Round & { at: string })[] = [
  { at: '10:00', vendor: 'AG', gameType: 'LIVE', gameName: 'Baccarat', stake: '50', payout: '97.50' },
  { at: '12:30', vendor: 'PT', gameType: 'RNG', gameName: 'Age of the Gods', stake: '20', payout: '0' },
  { at: '18:15', vendor: 'PG', gameType: 'RNG', gameName: 'Mahjong Ways', stake: '10', payout: '35' },
  { at: '21:40', vendor: 'AG', gameType: 'LIVE', gameName: 'Roulette', stake: '25', payout: '0' },
];

const TODAY: Round[] = [
  { vendor: 'PT', gameType: 'RNG', gameName: 'Great Blue', stake: '15', payout: '22.50' },
  { vendor: 'PG', gameType: 'RNG', gameName: 'Fortune Tiger', stake: '5', payout: '0' },
  { vendor: 'AG', gameType: 'LIVE', gameName: 'Dragon Tiger', stake: '40', payout: '76' },
];

function minor(major: string, money: MerchantMoney): bigint {
  if (/^0+(\.0+)?$/.test(major)) return 0n;
  const parsed = parseAmount(major, money.currency.minorUnits);
  if (!parsed.ok) throw new Error(`seed amount ${major} is not valid in ${money.currency.code}`);
  return parsed.minor;
}

const display = (amount: bigint, money: MerchantMoney) =>
  groupThousands(formatMinor(amount, money.currency.minorUnits));

async function seedMissions(trx: Trx, merchantCode: string, money: MerchantMoney): Promise<void> {
  const existing = await trx
    .selectFrom('missions')
    .select('id')
    .where('merchant_code', '=', merchantCode)
    .limit(1)
    .executeTakeFirst();
  if (existing) return;
  await trx
    .insertInto('missions')
    .values(
      MISSIONS.map((m, sort) => {
        const target = minor(m.target, money);
        return {
          merchant_code: merchantCode,
          title: `${m.verb} ${display(target, money)} this month`,
          kind: m.kind,
          target,
          reward: minor(m.reward, money),
          sort,
        };
      }),
    )
    .execute();
}

/** Funds the game wallets the seeded rounds play from, as the member would by a transfer. */
async function fundGameWallets(trx: Trx, memberId: bigint, money: MerchantMoney, at: Date): Promise<void> {
  const vendors = [...new Set([...YESTERDAY, ...TODAY].map((r) => r.vendor))];
  for (const vendor of vendors) {
    const wallet = walletForVendor(money, memberId, vendor);
    if (wallet.kind !== 'game') continue;
    const amount = minor(GAME_WALLET_FUNDS, money);
    await post(trx, {
      merchantCode: 'demo',
      currency: money.currency.code,
      kind: 'transfer',
      idempotencyKey: `seed:transfer:${memberId}:${vendor}`,
      reference: `transfer:MAIN:${vendor}`,
      memberId,
      postings: [
        { account: { member: memberId, kind: 'main' }, amount: -amount },
        { account: wallet, amount },
      ],
      now: at,
    });
  }
}

async function playRound(
  trx: Trx,
  memberId: bigint,
  money: MerchantMoney,
  round: Round,
  roundId: string,
  placedAt: Date,
  settledAt: Date,
) {
  const ref = { merchantCode: 'demo', vendor: round.vendor, roundId, memberId };
  await placeBet(trx, {
    ...ref,
    gameType: round.gameType,
    gameName: round.gameName,
    stakeMinor: minor(round.stake, money),
    now: placedAt,
  });
  await settleRound(trx, { ...ref, payoutMinor: minor(round.payout, money), now: settledAt });
}

async function seedDemoPlayer(trx: Trx, money: MerchantMoney, now: Date): Promise<void> {
  const member = await trx
    .selectFrom('members')
    .select('id')
    .where('merchant_code', '=', 'demo')
    .where('username', '=', 'demo_player')
    .executeTakeFirst();
  if (!member) return;
  const memberId = member.id;

  await trx
    .insertInto('rewards')
    .values({
      merchant_code: 'demo',
      member_id: memberId,
      kind: 'signup',
      title: WELCOME.title,
      amount: minor(WELCOME.amount, money),
      to_bonus: true,
      event_key: WELCOME.eventKey,
      created_at: now,
      expires_at: new Date(now.getTime() + WELCOME.validDays * DAY_MS),
    })
    .onConflict((oc) => oc.columns(['member_id', 'event_key']).doNothing())
    .execute();

  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const yesterday = today - DAY_MS;
  // The cashier's seed deposited three days ago; the transfers follow, then the rounds.
  await fundGameWallets(trx, memberId, money, new Date(yesterday - DAY_MS));

  const day = (ms: number) => new Date(ms).toISOString().slice(0, 10).replaceAll('-', '');
  for (const [i, round] of YESTERDAY.entries()) {
    const [hours, minutes] = round.at.split(':').map(Number) as [number, number];
    const placedAt = yesterday + (hours * 60 + minutes) * MINUTE_MS;
    await playRound(
      trx,
      memberId,
      money,
      round,
      `seed-${day(yesterday)}-${i + 1}`,
      new Date(placedAt),
      new Date(placedAt + MINUTE_MS),
    );
  }
  // Today's rounds spread over the part of today that has passed, each settled before `now`.
  const step = (now.getTime() - today) / (TODAY.length + 1);
  for (const [i, round] of TODAY.entries()) {
    const placedAt = today + Math.floor(step * (i + 1));
    const settledAt = placedAt + Math.min(MINUTE_MS, Math.floor(step / 2));
    await playRound(
      trx,
      memberId,
      money,
      round,
      `seed-${day(today)}-${i + 1}`,
      new Date(placedAt),
      new Date(settledAt),
    );
  }
}

export async function seedPlay(trx: Trx, now: Date = new Date()): Promise<void> {
  const merchants = await trx.selectFrom('merchants').select('code').orderBy('code').execute();
  for (const { code } of merchants) {
    const money = await merchantMoney(trx, code);
    if (money) await seedMissions(trx, code, money);
  }
  const demo = await merchantMoney(trx, 'demo');
  if (demo) await seedDemoPlayer(trx, demo, now);
}
