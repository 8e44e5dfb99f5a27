/**
 * Quality bar 12, the object-level access matrix. Every route the app registers is in MATRIX,
 * classed as public, self (acts only on the caller's own data, names no one else's object),
 * capability (the id is itself an unguessable secret), ops (the operator's route) or object. A
 * route missing from MATRIX fails the first test: a new route must be classed here.
 *
 * Every object route is called by every principal — the agent tree A ─ B ─ C with members mA,
 * mB, mC, agent D beside them with mD (agentsSupport), X (an agent of merchant demokr) and anon
 * (no token) — on objects owned by tree members. Only the owner or an upline agent (as the route's
 * rule says) gets data or passes the access check; everyone else gets the route's refusal and
 * nothing changes. Each case compares the whole matrix at once and lists every cell that differs.
 *
 * Refusal shapes. The agent centre and contracts answer HTTP 403 agent.only / 404 not.found
 * (wire agents.ts). The member money and reward calls answer a business error (HTTP 200,
 * success false, not.found) worded exactly as for an id that does not exist (the cashier's
 * "someone else's and a missing one get the same answer"); the test checks that wording is the
 * same. The games' own API answers game.round.not.found the same way; its pages answer 410/404.
 * Read marks of messages ignore ids that are not the caller's. A call without a session is 401.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CONTRACT_KINDS,
  CONTRACT_PROCESS_ALIASES,
  PROCESS_ENDPOINT_OF,
  agentEndpoints,
  contractEndpoints,
  type ContractKind,
} from '../../src/shared/wire/agents';
import { cashierEndpoints } from '../../src/shared/wire/cashier';
import { messageEndpoints } from '../../src/shared/wire/messages';
import { rewardEndpoints } from '../../src/shared/wire/rewards';
import { MEMBER_EVENT_KINDS } from '../../src/shared/ipc/memberEvents';
import { eventEndpoints } from '../../src/shared/wire/events';
import { postMessage } from '../../server/domains/messages/postMessage';
import { PLAY_PATHS } from '../../server/domains/play/shared/playApi';
import { CRASH_PATHS } from '../../server/domains/play/crash/api';
import { VIRTUAL_PATHS } from '../../server/domains/play/virtual/api';
import { moneySettings } from '../../server/domains/wallet/moneySettings';
import { buildAgentTree, setPaymentPassword, type AgentTree } from './agentsSupport';
import {
  HTTP_DENIAL,
  Mismatches,
  PRINCIPALS,
  TREE_KEYS,
  childrenOf,
  deniedFirst,
  isAgentKey,
  isUplineOf,
  keyHeader,
  objectsFingerprint,
  outcomeOf,
  parentOf,
  principalCalls,
  principalsOf,
  readEventStream,
  type Denial,
  type Outcome,
  type Principal,
  type PrincipalName,
  type TreeKey,
} from './accessSupport';
import { credit, newMember } from './bettingSupport';
import { grantHouseContracts, termsOf } from './contractsSupport';
import { backends, buildTestServer, ops, wireHeaders, type TestServer } from './helper';
import { gameCalls, launchAndOpen, seedTestGames, type Opened } from './play.support';

// ---------------------------------------------------------------------------------------------
// The matrix

/** The object cases below, each an `it` of its own. */
const CASES = [
  'team members by parentId',
  'transfer to a downline',
  'team reports by account',
  'settlements by account',
  'offering a contract',
  'previewing a contract',
  'processing a contract',
  'marking messages read',
  'confirming a withdrawal',
  'cancelling a deposit',
  'withdrawing to a bank account',
  'claiming a reward',
  'a game round by key',
  'a game page by launch id',
  'member events',
  'announcement banner images',
] as const;
type CaseName = (typeof CASES)[number];

type Access = { kind: 'public' | 'self' | 'capability' | 'ops'; why: string } | { kind: 'object'; case: CaseName };

const pub = (why: string): Access => ({ kind: 'public', why });
const self = (why: string): Access => ({ kind: 'self', why });
const capability = (why: string): Access => ({ kind: 'capability', why });
const object = (name: CaseName): Access => ({ kind: 'object', case: name });

const processRoutes = CONTRACT_KINDS.flatMap((kind) => {
  const endpoint = contractEndpoints[PROCESS_ENDPOINT_OF[kind]];
  const alias = CONTRACT_PROCESS_ALIASES[kind];
  return [endpoint.path, ...(alias ? [alias] : [])].map((path) => ({ kind, method: endpoint.method, path }));
});

const MATRIX: Record<string, Access> = {
  // System, session and registration: nothing owned by a member.
  'GET /wps/session/key/rsa': pub('the server RSA public key'),
  'GET /wps/system/status': pub('site status'),
  'GET /wps/system/whitelabel': pub('site menu tree'),
  'GET /wps/system/setting/register': pub('registration rules'),
  'GET /wps/system/domainRoute': pub('site origins'),
  'GET /wps/system/country': pub('country list'),
  'GET /wps/captcha': pub('a new captcha for this browser'),
  'POST /wps/session/login': pub('credentials in, a session out'),
  // The challenge id is 32 random bytes handed to the browser that passed the password step, and the code goes to the
  // account's own phone or mail.
  'POST /wps/session/login/verification': capability('login challenge id + code'),
  'POST /wps/session/login/freeplay': pub('a new trial account'),
  'GET /wps/session/login/captcha': pub(
    'whether the login of a username needs a captcha (the same answer for unknown usernames)',
  ),
  'DELETE /wps/session/logout': self('ends the caller’s own session'),
  'POST /wps/session/logout': self('ends the caller’s own session'),
  'PUT /wps/member/register': pub('registration'),
  'PUT /wps/member/register/mobile': pub('registration by SMS'),
  'GET /wps/check/username': pub('is a name free (rate-limited)'),
  'GET /wps/agent/affiliate': pub('is an invitation code valid; answers only the code given'),
  'POST /wps/member/password/email': pub('forgot password: mails the account’s own address'),
  // The SMS code is sent to the account's own phone: holding it is the proof.
  'POST /wps/member/password/verification': capability('reset by SMS code'),
  'POST /wps/verification/sms/noLogin': pub('sends a code to the account’s own phone'),
  'POST /wps/verification/sms/register': pub('sends a registration code'),
  // The member's own account.
  'GET /wps/member/info': self('own account'),
  'PUT /wps/member/language': self('own language'),
  'POST /wps/member/language': self('own language'),
  'POST /wps/member/password': self('own password'),
  'GET /wps/member/profile': self('own profile'),
  'POST /wps/member/info': self('own profile'),
  'GET /wps/v2/member/securityConfig': self('own security settings'),
  'GET /wps/member/hasWithdrawalPassword': self('own payment password flag'),
  'PUT /wps/member/paymentPassword': self('own payment password'),
  'GET /wps/member/bankCard': self('own bank accounts'),
  'PUT /wps/member/bankCard': self('adds to own bank accounts'),
  // Wallet and cashier.
  'GET /wps/v2/wallets/balance': self('own balance'),
  'GET /wps/relay/GCS_merchantWallet': self('the merchant’s wallet list'),
  'POST /wps/relay/GCS_walletTransfer': self('between the caller’s own wallets (vendor codes, no member id)'),
  'GET /wps/v2/wallets/upline': self('own upline’s account name'),
  'POST /wps/v2/wallets/transferUpline': self('to the caller’s own upline; names no one'),
  'GET /wps/relay/MCSFE_getDepositSettings': self('own deposit settings'),
  'POST /wps/v2/transaction/deposit': self('own deposit; methodId is the merchant’s catalogue'),
  [`POST ${cashierEndpoints.cancelDeposit.path}`]: object('cancelling a deposit'),
  'GET /wps/report/depositTransaction': self('own deposits'),
  'GET /wps/relay/MCSFE_getWithdrawSettings': self('own withdrawal settings'),
  [`POST ${cashierEndpoints.withdraw.path}`]: object('withdrawing to a bank account'),
  'GET /wps/report/withdrawTransaction': self('own withdrawals'),
  'GET /wps/relay/MCSFE_getPaymentConfirmationList': self('own withdrawals awaiting confirmation'),
  [`POST ${cashierEndpoints.confirmWithdrawal.path}`]: object('confirming a withdrawal'),
  // The pay page token is an HMAC of the deposit id under a server key: only the URL the deposit call returned opens
  // it.
  'GET /pay/demo/:token': capability('deposit pay token'),
  'POST /pay/demo/:token/confirm': capability('deposit pay token'),
  'POST /pay/demo/:token/cancel': capability('deposit pay token'),
  // Messages, records, rewards.
  'GET /wps/relay/CSP_unreadCount': self('own messages'),
  'GET /wps/relay/CSP_getInbox': self('own messages'),
  [`POST ${messageEndpoints.markRead.path}`]: object('marking messages read'),
  'GET /wps/relay/ODSFE2_MemTransDet': self('own transactions'),
  'GET /wps/report/accountGameBetHistory': self('own bets'),
  'GET /wps/report/profitLoss': self('own profit and loss'),
  'GET /wps/relay/MCSFE_getAvailablePromotions': self('own rewards'),
  [`POST ${rewardEndpoints.claimReward.path}`]: object('claiming a reward'),
  'GET /wps/report/bonus': self('own bonus records'),
  'GET /wps/relay/MCSFE_getCustomerRebateSettingByProductType': self('own rebate'),
  'POST /wps/relay/MCSFE_claimRebate': self('own rebate of a period (a date, not an id)'),
  'GET /wps/relay/MCSFE_getReferralDetails': self('own referral link'),
  'GET /wps/relay/MCSFE_getMissionSummaryDetails': self('own missions'),
  'GET /wps/relay/MCSFE_getMissionLeaderboard': self('the merchant’s leaderboard (masked names)'),
  'GET /wps/member/badges': self('own badges'),
  // Games catalogue: public; favourites and recent games are the caller's own, by catalogue nodeId.
  'GET /wps/relay/GCSGAME_gameList': pub('catalogue'),
  'GET /wps/relay/GCSGAME_hotGamesV2': pub('catalogue'),
  'POST /wps/relay/GCSGAME_hotGamesV2': pub('catalogue'),
  'GET /wps/relay/GCSGAME_newGameVendor': pub('catalogue'),
  'GET /wps/relay/GCSGAME_gameVendor': pub('catalogue'),
  'GET /wps/relay/GCSGAME_getVassGameType': pub('catalogue'),
  'GET /wps/relay/GLS2_getVassGameType': pub('catalogue'),
  'GET /wps/relay/MCSFE_getFavoriteGames': self('own favourites'),
  'GET /wps/relay/MCSFE_getFavoriteGamesList': self('own favourites'),
  'POST /wps/relay/MCSFE_addFavoriteGameV2': self('own favourites; nodeId is a catalogue node'),
  'DELETE /wps/relay/MCSFE_removeFavoriteGameV2': self('own favourites; nodeId is a catalogue node'),
  'GET /wps/relay/GCS_recentGame': self('own recent games'),
  'GET /wps/relay/ODSFE2_getWinnerBoard': pub('winners board (masked names)'),
  'GET /wps/relay/GCSGAME_getRankList': pub('winners board (masked names)'),
  'GET /TCG_GAME_ICONS/*': pub('drawn game icons'),
  'GET /TCG_PROD_IMAGES/*': pub('drawn vendor and menu icons'),
  'GET /wps/relay/MCSFE_getListAnnouncements': pub(
    'the merchant’s live announcements; a session only picks the popup audience',
  ),
  'GET /TCG_PROD_IMAGES/BANNER/*': object('announcement banner images'),
  // The built-in games.
  'GET /wps/game/launchGame': self('launches for the caller; nodeId is a catalogue node'),
  // 32 random bytes, used once: whoever opens the URL the launch call returned plays as its member.
  'GET /play/:token': capability('one-time launch token'),
  'GET /play/game/:launchId': object('a game page by launch id'),
  'GET /play/verify': pub('the verification page without a round'),
  'GET /play/verify/:roundKey': object('a game round by key'),
  'GET /play/assets/:file': pub('page scripts and styles'),
  // The X-Game-Session secret (32 random bytes from the page) is the caller; these act on its own member only.
  [`GET ${PLAY_PATHS.state}`]: capability('game session secret'),
  [`POST ${PLAY_PATHS.spin}`]: capability('game session secret; the round key derives from its member'),
  [`POST ${PLAY_PATHS.deal}`]: capability('game session secret; the round key derives from its member'),
  [`POST ${PLAY_PATHS.housePlay}`]: capability('game session secret; the round key derives from its member'),
  [`POST ${PLAY_PATHS.houseAct}`]: object('a game round by key'),
  [`POST ${PLAY_PATHS.guess}`]: object('a game round by key'),
  [`POST ${PLAY_PATHS.cashOut}`]: object('a game round by key'),
  [`POST ${PLAY_PATHS.rotate}`]: capability('game session secret; rotates its own member’s seed'),
  [`POST ${PLAY_PATHS.clientSeed}`]: capability('game session secret; rotates its own member’s seed'),
  [`GET ${PLAY_PATHS.round}/:roundKey`]: object('a game round by key'),
  // The vendor lobby launches one of the session's vendor games, for the session's own member.
  [`POST ${PLAY_PATHS.lobbyLaunch}`]: capability(
    'game session secret; launches for its own member, a game of its vendor and type',
  ),
  [`POST ${PLAY_PATHS.playMoneyReset}`]: capability('game session secret; resets its own trial member’s play money'),
  'GET /play/*': pub('the not-found page'),
  // The provider wallet API (server/domains/providers): a provider's signature from its allowed
  // addresses, and a session that a launch issued for that provider; its calls act on that
  // session's player only (tests/server/providers.*.test.ts).
  'POST /provider/v1/authenticate': capability('provider signature + one-time launch token issued for that provider'),
  ...Object.fromEntries(
    ['balance', 'bet', 'win', 'bet-and-win', 'rollback', 'end-round'].map((call) => [
      `POST /provider/v1/${call}`,
      capability('provider signature + the session authenticate gave that provider; acts on its player'),
    ]),
  ),
  // Crash and virtual sports: shared rounds anyone may see; bets act on the session's own member only.
  [`GET ${CRASH_PATHS.state}`]: capability('game session secret; the shared round and its own member’s bet'),
  [`POST ${CRASH_PATHS.bet}`]: capability('game session secret; bets for its own member on the shared round'),
  [`POST ${CRASH_PATHS.cashOut}`]: capability('game session secret; cashes out its own member’s bet'),
  [`GET ${CRASH_PATHS.round}/:id`]: pub('a shared crash round: hash always, seed once crashed'),
  [`GET ${CRASH_PATHS.verifyPage}:id`]: pub('the verification page of a shared crash round'),
  [`GET ${VIRTUAL_PATHS.state}`]: capability('game session secret; the leagues and its own member’s slips'),
  [`POST ${VIRTUAL_PATHS.slip}`]: capability('game session secret; a slip for its own member'),
  [`GET ${VIRTUAL_PATHS.round}/:id`]: pub('a league round: commitment always, seed and results once settled'),
  [`GET ${VIRTUAL_PATHS.verifyPage}:id`]: pub('the verification page of a league round'),
  // The agent centre.
  [`GET ${agentEndpoints.settings.path}`]: self('the merchant’s agent limits'),
  [`GET ${agentEndpoints.announcements.path}`]: self('the merchant’s agent notices'),
  [`GET ${agentEndpoints.overview.path}`]: self('own team totals'),
  [`GET ${agentEndpoints.members.path}`]: object('team members by parentId'),
  [`POST ${agentEndpoints.createDownline.path}`]: self('creates a direct downline of the caller'),
  [`POST ${agentEndpoints.transfer.path}`]: object('transfer to a downline'),
  [`GET ${agentEndpoints.invitations.path}`]: self('own invitation links'),
  [`POST ${agentEndpoints.createInvitation.path}`]: self('own invitation links'),
  [`GET ${agentEndpoints.teamBets.path}`]: object('team reports by account'),
  [`GET ${agentEndpoints.profitLoss.path}`]: object('team reports by account'),
  [`GET ${agentEndpoints.transactions.path}`]: object('team reports by account'),
  [`GET ${agentEndpoints.income.path}`]: self('own income'),
  [`GET ${agentEndpoints.settlements.path}`]: object('settlements by account'),
  [`POST ${agentEndpoints.offerContract.path}`]: object('offering a contract'),
  [`POST ${agentEndpoints.previewContract.path}`]: object('previewing a contract'),
  [`GET ${agentEndpoints.offerCeilings.path}`]: self('what the caller may offer, from its own contracts'),
  [`GET ${agentEndpoints.contracts.path}`]: self('contracts the caller offered or holds'),
  [`GET ${contractEndpoints.held.path}`]: self('own contracts'),
  [`GET ${contractEndpoints.consolidated.path}`]: self('own contract flags'),
  ...Object.fromEntries(processRoutes.map((r) => [`${r.method} ${r.path}`, object('processing a contract')])),
  // The desktop shell's event stream.
  [`GET ${eventEndpoints.recent.path}`]: object('member events'),
  [`GET ${eventEndpoints.stream.path}`]: object('member events'),
  'GET /updates/:channel/:file': pub('installers and their metadata'),
  // The contract's reference (server/http/openapiRoutes.ts): generated from the definitions, the same for everyone.
  'GET /openapi.json': pub('the OpenAPI document of the wire contract'),
  'GET /api': pub('the contract’s reference page'),
  'GET /api/reference.css': pub('the reference page’s styles'),
  // The operator: the ops secret from DATA_DIR, loopback only (tested below).
  'POST /ops/run': { kind: 'ops', why: 'operator commands' },
};

// ---------------------------------------------------------------------------------------------
// The world every case probes

const DAY = 86_400_000;
const PAY_PW = '246810';
/** The refusal of the member money and reward calls: a business error, as for a missing id. */
const BUSINESS_NOT_FOUND: Denial = { statuses: [200], codes: ['not.found'] };
const ROUND_NOT_FOUND: Denial = { statuses: [200], codes: ['game.round.not.found'] };

type World = {
  server: TestServer;
  tree: AgentTree;
  P: Record<PrincipalName, Principal>;
  /** A notice message of each tree member. */
  messageOf: Record<TreeKey, bigint>;
  /** A claimed reward of each tree member. */
  rewardOf: Record<TreeKey, bigint>;
  /** A bank account of each tree member and of X. */
  bankOf: Record<TreeKey | 'X', bigint>;
  /** mA's approved withdrawal. */
  withdrawalId: string;
  /** A pending deposit of mA's. */
  depositId: string;
  withdrawMin: Record<string, bigint>;
  /** Rejected contracts by kind, edge child (the holder) → id. */
  contractOf: Record<ContractKind, Partial<Record<TreeKey, string>>>;
  /** Each tree member's hi-lo game session; mC has an open, unrevealed round. */
  games: Record<TreeKey, Opened>;
  roundKey: string;
  base: string;
};

async function buildWorld(server: TestServer): Promise<World> {
  const { db } = server.services;
  const now = server.clock.now;
  const tree = await buildAgentTree(server);
  const stranger = await newMember(server, `x${tree.tag}`, { type: 1, merchant: 'demokr' });
  const P = principalsOf(tree, stranger);
  const calls = principalCalls(server);
  const withdrawMin = {
    demo: (await moneySettings(db, 'demo')).withdrawMin,
    demokr: (await moneySettings(db, 'demokr')).withdrawMin,
  };

  const messageOf = {} as Record<TreeKey, bigint>;
  const rewardOf = {} as Record<TreeKey, bigint>;
  const bankOf = {} as Record<TreeKey | 'X', bigint>;
  for (const key of TREE_KEYS) {
    const member = tree[key];
    // mA's money is exactly one smallest withdrawal, so a second one is refused for its balance.
    await credit(server, member.id, key === 'mA' ? withdrawMin.demo : 100_000n);
    messageOf[key] = await db.transaction().execute(async (trx) => {
      const id = await postMessage(trx, {
        merchantCode: 'demo',
        memberId: member.id,
        kind: 'notice',
        params: { site: 'demo', currency: 'USD' },
        eventKey: `access-notice-${key}`,
        now,
        notice: { title: `For ${key} only`, content: `A notice only ${key} may mark read.` },
      });
      return id!;
    });
    const reward = await db
      .insertInto('rewards')
      .values({
        merchant_code: 'demo',
        member_id: member.id,
        kind: 'promotion',
        title: `Reward of ${key}`,
        amount: 500n,
        status: 'claimed',
        event_key: `access-${key}`,
        created_at: now,
        claimed_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    rewardOf[key] = reward.id;
  }
  for (const key of [...TREE_KEYS, 'X'] as const) {
    const memberId = P[key].id!;
    const row = await db
      .insertInto('bank_accounts')
      .values({
        member_id: memberId,
        bank_name: 'Access Bank',
        account_number: `9${String(memberId).padStart(9, '0')}`,
        payee_name: `Payee ${key}`,
        is_default: true,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    bankOf[key] = row.id;
  }

  // mA asks for a withdrawal and the operator approves it: it now waits for mA's confirmation.
  await setPaymentPassword(server, tree.mA.id, PAY_PW);
  const asked = await calls.enc(
    P.mA,
    cashierEndpoints.withdraw.path,
    { amountMinor: withdrawMin.demo.toString(), bankAccountId: bankOf.mA.toString(), paymentPassword: PAY_PW },
    keyHeader(),
  );
  const withdrawal = asked.json() as { success: boolean; value: { id: string }; message: string };
  if (!withdrawal.success) throw new Error(`withdrawal: ${withdrawal.message}`);
  const approved = await ops(server, 'withdrawal', 'approve', withdrawal.value.id);
  if (!approved.body.success) throw new Error(`approve: ${approved.body.message}`);

  // mA starts a deposit and leaves it pending: only mA may cancel it.
  const started = await calls.post(
    P.mA,
    cashierEndpoints.deposit.path,
    { methodId: 'bank', amountMinor: '1000' },
    keyHeader(),
  );
  const deposit = started.json() as { success: boolean; value: { id: string }; message: string };
  if (!deposit.success) throw new Error(`deposit: ${deposit.message}`);

  // One contract of each kind on every edge of the tree, offered and then rejected by its holder:
  // a terminal state, so whoever passes the access check is told `contract.state` and nothing changes.
  // An agent offers only kinds it holds itself (contracts/ceilings.ts): every parent gets the house's
  // contracts of every kind first, the root at once and the others once their own offer is rejected.
  const contractOf = Object.fromEntries(CONTRACT_KINDS.map((kind) => [kind, {}])) as World['contractOf'];
  const hasChildren = (key: TreeKey) => TREE_KEYS.some((k) => parentOf(k) === key);
  for (const key of TREE_KEYS)
    if (parentOf(key) === null && hasChildren(key))
      await grantHouseContracts(server, { id: tree[key].id, merchant: 'demo' });
  for (const child of TREE_KEYS) {
    const parent = parentOf(child);
    if (parent === null) continue;
    for (const kind of CONTRACT_KINDS) {
      const offered = await calls.post(P[parent], agentEndpoints.offerContract.path, {
        memberId: String(tree[child].id),
        terms: termsOf(kind, 10),
      });
      const offer = offered.json() as { success: boolean; value: { id: string }; message: string };
      if (!offer.success) throw new Error(`offer ${parent}→${child} ${kind}: ${offer.message}`);
      const endpoint = contractEndpoints[PROCESS_ENDPOINT_OF[kind]];
      const args = { contractId: offer.value.id, action: 'reject' };
      const rejected =
        endpoint.method === 'GET'
          ? await calls.get(P[child], endpoint.path, args)
          : await calls.post(P[child], endpoint.path, args);
      if (!(rejected.json() as { success: boolean }).success) throw new Error(`reject ${kind}: ${rejected.body}`);
      contractOf[kind][child] = offer.value.id;
    }
    if (hasChildren(child)) await grantHouseContracts(server, { id: tree[child].id, merchant: 'demo' });
  }

  // Every tree member has a hi-lo game open; mC deals a round and leaves it open (its seed unrevealed).
  const nodes = await seedTestGames(server);
  const games = {} as Record<TreeKey, Opened>;
  for (const key of TREE_KEYS) {
    games[key] = await launchAndOpen(server, tree[key], nodes.hilo);
    if (!games[key].secret) throw new Error(`no game session for ${key}`);
  }
  const dealt = await gameCalls(server, games.mC.secret).post<{ round: { roundKey: string } }>(PLAY_PATHS.deal, {
    requestId: `access-${randomBytes(6).toString('hex')}`,
    stakeMinor: '100',
  });
  if (!dealt.success) throw new Error(`deal: ${dealt.message}`);

  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const address = server.app.server.address();
  if (address === null || typeof address === 'string') throw new Error('no address');

  return {
    server,
    tree,
    P,
    messageOf,
    rewardOf,
    bankOf,
    withdrawalId: withdrawal.value.id,
    depositId: deposit.value.id,
    withdrawMin,
    contractOf,
    games,
    roundKey: dealt.value.round.roundKey,
    base: `http://127.0.0.1:${address.port}`,
  };
}

/** A row of a matrix: who calls, what is expected, and the call. */
type Probe = { label: string; expected: Outcome; call: () => Promise<Outcome> };

/**
 * Runs probes, the refused ones first, checking that they changed nothing; unless the case says
 * an allowed call changes its object (it then runs last), the allowed calls change nothing either.
 */
async function runProbes(
  server: TestServer,
  probes: Probe[],
  mismatches: Mismatches,
  options: { allowedChange?: boolean } = {},
): Promise<void> {
  const ordered = deniedFirst(probes);
  const refusedCount =
    probes.length - ordered.filter((p) => p.expected === 'data' || p.expected.startsWith('refused:')).length;
  const before = await objectsFingerprint(server);
  for (const [i, probe] of ordered.entries()) {
    mismatches.check(probe.label, probe.expected, await probe.call());
    if (i === refusedCount - 1)
      expect(await objectsFingerprint(server), 'a refused call changed something').toBe(before);
  }
  if (!options.allowedChange)
    expect(await objectsFingerprint(server), 'a call of this case changed something').toBe(before);
}

const expectNone = (mismatches: Mismatches) => expect(mismatches.lines, mismatches.lines.join('\n')).toEqual([]);

/** The outcome of a member route's call for anon, before any rule: no session is 401. */
const anonOr = (p: PrincipalName, rule: () => Outcome): Outcome => (p === 'anon' ? 'unauthenticated' : rule());

// ---------------------------------------------------------------------------------------------

describe.each(backends)('object-level access matrix on %s', (kind) => {
  let w: World;
  let calls: ReturnType<typeof principalCalls>;
  const routes = new Set<string>();
  /** The config.auth ('member', 'optional' or none) of each route a request has reached. */
  const authOf = new Map<string, unknown>();

  beforeAll(async () => {
    const server = await buildTestServer(kind, {
      onRoute: ({ method, url }) => {
        for (const m of [method].flat())
          if (m !== 'HEAD' && !(m === 'OPTIONS' && url === '*')) routes.add(`${m} ${url}`);
      },
      // Records the config.auth of every route a request reaches (buildApp's onRoute gives only method and url).
      extend: (app) => {
        app.addHook('onRequest', async (request) => {
          authOf.set(
            `${request.method} ${request.routeOptions.url ?? ''}`,
            (request.routeOptions.config as { auth?: unknown }).auth,
          );
        });
      },
    });
    w = await buildWorld(server);
    calls = principalCalls(server);
  }, 180_000);

  afterAll(async () => {
    await w?.server.close();
  });

  it('classes every registered route, and nothing else', () => {
    const missing = [...routes].filter((r) => !(r in MATRIX)).sort();
    const stale = Object.keys(MATRIX)
      .filter((r) => !routes.has(r))
      .sort();
    expect(
      missing,
      `routes missing from the access matrix (add each to MATRIX in ` +
        `tests/server/access.matrix.test.ts):\n${missing.join('\n')}`,
    ).toEqual([]);
    expect(stale, `MATRIX entries for routes the app no longer registers:\n${stale.join('\n')}`).toEqual([]);
    const named = new Set(Object.values(MATRIX).flatMap((a) => (a.kind === 'object' ? [a.case] : [])));
    expect([...named].sort()).toEqual([...CASES].sort());
  });

  it('lets only the operator run operator commands, on anyone’s objects', async () => {
    const run = (headers: Record<string, string>, remoteAddress = '127.0.0.1') =>
      w.server.app.inject({
        method: 'POST',
        url: '/ops/run',
        remoteAddress,
        headers: { 'content-type': 'application/json', ...headers },
        payload: JSON.stringify({ argv: ['withdrawal', 'list'] }),
      });
    const refusals = [
      await run({}),
      await run({ 'x-ops-secret': 'x'.repeat(w.server.opsSecret.length) }),
      await run({ 'x-ops-secret': w.server.opsSecret.slice(0, -1) }),
      await run({ ...wireHeaders(), authorization: w.tree.A.token }),
      await run({ 'x-ops-secret': w.server.opsSecret }, '203.0.113.9'),
    ];
    for (const res of refusals) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ success: false, errorCode: 'ops.forbidden' });
      expect(res.body).not.toContain(w.tree.mA.username);
    }
    const listed = await ops(w.server, 'withdrawal', 'list');
    expect(listed.status).toBe(200);
    expect(listed.body.value).toContain(`demo/${w.tree.mA.username}`);
  });

  it('every self route needs a member session and answers nothing without one', async () => {
    const wrong: string[] = [];
    for (const [route, access] of Object.entries(MATRIX)) {
      if (access.kind !== 'self') continue;
      // Logging out without a session succeeds: there is nothing to end (auth/routes.ts).
      const isLogout = route.endsWith(' /wps/session/logout');
      const [method, url] = route.split(' ') as ['GET' | 'POST' | 'PUT' | 'DELETE', string];
      const json = method !== 'GET' && {
        headers: { ...wireHeaders(), 'content-type': 'application/json' },
        payload: '{}',
      };
      const res = await w.server.app.inject({ method, url, ...(json || { headers: wireHeaders() }) });
      if (!isLogout && authOf.get(route) !== 'member')
        wrong.push(`${route}: config.auth is ${String(authOf.get(route))}, not 'member'`);
      // Schemas are checked before the session (a 400 carries no data); nothing succeeds.
      const b = res.json() as { success: boolean };
      if (
        res.statusCode >= 500 ||
        (b.success && !isLogout) ||
        (!b.success && res.statusCode !== 401 && res.statusCode !== 400)
      ) {
        wrong.push(`${route}: HTTP ${res.statusCode} ${res.body.slice(0, 120)}`);
      }
    }
    expect(wrong, wrong.join('\n')).toEqual([]);
  });

  it('team members by parentId: the parent itself (an agent) and its upline agents', async () => {
    const m = new Mismatches();
    const probes: Probe[] = [];
    for (const target of TREE_KEYS) {
      const children = new Set(childrenOf(target).map((k) => String(w.tree[k].id)));
      const dataOk = (value: unknown) => {
        const v = value as { content: { id: string }[]; path: { id: string }[] };
        return (
          v.path.at(-1)?.id === String(w.tree[target].id) &&
          v.content.length === children.size &&
          v.content.every((row) => children.has(row.id))
        );
      };
      for (const p of PRINCIPALS) {
        const expected = anonOr(p, () =>
          isAgentKey(p) && (p === target || isUplineOf(p, target)) ? 'data' : 'denied',
        );
        probes.push({
          label: `GET members?parentId=${target} as ${p}`,
          expected,
          call: async () =>
            outcomeOf(
              await calls.get(w.P[p], agentEndpoints.members.path, { parentId: String(w.tree[target].id) }),
              HTTP_DENIAL,
              dataOk,
            ),
        });
      }
    }
    await runProbes(w.server, probes, m);
    expectNone(m);
  });

  it('transfer to a downline: only its upline agents get past the access check', async () => {
    const m = new Mismatches();
    const probes: Probe[] = [];
    for (const target of TREE_KEYS) {
      for (const p of PRINCIPALS) {
        // No agent here has a payment password: an upline is refused for that, after the team check.
        const expected = anonOr(p, () => (isUplineOf(p, target) ? 'refused:payment.password.required' : 'denied'));
        probes.push({
          label: `POST transfer memberId=${target} as ${p}`,
          expected,
          call: async () =>
            outcomeOf(
              await calls.enc(
                w.P[p],
                agentEndpoints.transfer.path,
                { memberId: String(w.tree[target].id), amountMinor: '100', paymentPassword: '135790' },
                keyHeader(),
              ),
              HTTP_DENIAL,
            ),
        });
      }
    }
    await runProbes(w.server, probes, m);
    expectNone(m);
  });

  it('team reports by account: the member itself when an agent, and its upline agents', async () => {
    const m = new Mismatches();
    const probes: Probe[] = [];
    const range = { startTime: w.server.clock.now.getTime() - DAY, endTime: w.server.clock.now.getTime() + DAY };
    const reports = [
      { name: 'bets', path: agentEndpoints.teamBets.path, nonEmpty: (t: TreeKey) => t === 'mC' },
      { name: 'profitLoss', path: agentEndpoints.profitLoss.path, nonEmpty: () => false },
      { name: 'transactions', path: agentEndpoints.transactions.path, nonEmpty: () => true },
    ];
    for (const report of reports) {
      for (const target of TREE_KEYS) {
        const account = w.tree[target].username;
        // Only the named member's rows; every tree member has a credit, mC a bet.
        const dataOk = (value: unknown) => {
          const rows = (value as { content: { account: string }[] }).content;
          return rows.every((row) => row.account === account) && (!report.nonEmpty(target) || rows.length > 0);
        };
        for (const p of PRINCIPALS) {
          const expected = anonOr(p, () =>
            isAgentKey(p) && (p === target || isUplineOf(p, target)) ? 'data' : 'denied',
          );
          probes.push({
            label: `GET report/${report.name}?account=${target} as ${p}`,
            expected,
            call: async () =>
              outcomeOf(await calls.get(w.P[p], report.path, { ...range, account }), HTTP_DENIAL, dataOk),
          });
        }
      }
    }
    await runProbes(w.server, probes, m);
    expectNone(m);
  });

  it('settlements by account: team scope for upline agents, mine scope for the agent itself', async () => {
    const m = new Mismatches();
    const probes: Probe[] = [];
    const range = { startTime: w.server.clock.now.getTime() - DAY, endTime: w.server.clock.now.getTime() + DAY };
    for (const target of TREE_KEYS) {
      const account = w.tree[target].username;
      for (const p of PRINCIPALS) {
        // team: the account must be a downline (depth ≥ 1); the agent itself is not in its team.
        const team = anonOr(p, () => (isUplineOf(p, target) ? 'data' : 'denied'));
        probes.push({
          label: `GET settlements?scope=team&account=${target} as ${p}`,
          expected: team,
          call: async () =>
            outcomeOf(
              await calls.get(w.P[p], agentEndpoints.settlements.path, {
                ...range,
                kind: 'daily',
                scope: 'team',
                account,
              }),
              HTTP_DENIAL,
            ),
        });
        // mine: the account may only name the caller; an upline naming a downline is told to use the team scope.
        const mine = anonOr(p, () =>
          isAgentKey(p) && p === target ? 'data' : isUplineOf(p, target) ? 'refused:request_param_err' : 'denied',
        );
        probes.push({
          label: `GET settlements?scope=mine&account=${target} as ${p}`,
          expected: mine,
          call: async () =>
            outcomeOf(
              await calls.get(w.P[p], agentEndpoints.settlements.path, {
                ...range,
                kind: 'daily',
                scope: 'mine',
                account,
              }),
              HTTP_DENIAL,
            ),
        });
      }
    }
    await runProbes(w.server, probes, m);
    expectNone(m);
  });

  it('offering a contract: only the direct parent agent', async () => {
    const m = new Mismatches();
    const probes: Probe[] = [];
    // Terms that fail validation, checked after the member: the parent is told what is wrong, nothing is offered.
    const badTerms = { kind: 'daily', salary: { tiers: [] } };
    for (const target of TREE_KEYS) {
      for (const p of PRINCIPALS) {
        const expected = anonOr(p, () => (parentOf(target) === p ? 'refused:contract.terms.invalid' : 'denied'));
        probes.push({
          label: `POST contracts memberId=${target} as ${p}`,
          expected,
          call: async () =>
            outcomeOf(
              await calls.post(w.P[p], agentEndpoints.offerContract.path, {
                memberId: String(w.tree[target].id),
                terms: badTerms,
              }),
              HTTP_DENIAL,
            ),
        });
      }
    }
    await runProbes(w.server, probes, m);
    expectNone(m);
  });

  it('previewing a contract: only the direct parent agent sees what it would have paid', async () => {
    const m = new Mismatches();
    const probes: Probe[] = [];
    for (const target of TREE_KEYS) {
      for (const p of PRINCIPALS) {
        const expected = anonOr(p, () => (parentOf(target) === p ? 'data' : 'denied'));
        probes.push({
          label: `POST contracts/preview memberId=${target} as ${p}`,
          expected,
          call: async () =>
            outcomeOf(
              await calls.post(w.P[p], agentEndpoints.previewContract.path, {
                memberId: String(w.tree[target].id),
                terms: termsOf('daily', 10),
              }),
              HTTP_DENIAL,
            ),
        });
      }
    }
    await runProbes(w.server, probes, m);
    expectNone(m);
  });

  it('processing a contract: the holder answers, the holder or the offering agent terminates', async () => {
    const m = new Mismatches();
    const probes: Probe[] = [];
    // Every edge of the tree on the first route; the other routes (the same handler per kind, and
    // the aliases) on two edges, an agent holder and a member holder, which keeps the file inside
    // CI's time without leaving a route or an action out.
    for (const [index, route] of processRoutes.entries()) {
      const edges = Object.entries(w.contractOf[route.kind]) as [TreeKey, string][];
      const probed =
        index === 0
          ? edges
          : [edges.find(([holder]) => holder === 'B'), edges.find(([holder]) => holder === 'mC')].filter(
              (edge) => edge !== undefined,
            );
      expect(probed.length, `edges probed on ${route.path}`).toBeGreaterThanOrEqual(2);
      for (const [holder, contractId] of probed) {
        const agent = parentOf(holder)!;
        for (const action of ['accept', 'reject', 'terminate'] as const) {
          for (const p of PRINCIPALS) {
            const mayAct = p === holder || (action === 'terminate' && p === agent);
            probes.push({
              label: `${route.method} ${route.path} ${action} ${agent}→${holder} as ${p}`,
              expected: anonOr(p, () => (mayAct ? 'refused:contract.state' : 'denied')),
              call: async () => {
                const args = { contractId, action };
                const res =
                  route.method === 'GET'
                    ? await calls.get(w.P[p], route.path, args)
                    : await calls.post(w.P[p], route.path, args);
                return outcomeOf(res, HTTP_DENIAL);
              },
            });
          }
        }
      }
    }
    expect(probes.length).toBeGreaterThan(500);
    await runProbes(w.server, probes, m);
    expectNone(m);
  }, 180_000);

  it('marking messages read: another member’s message ids are ignored', async () => {
    const { db } = w.server.services;
    const m = new Mismatches();
    const unread = async (key: TreeKey) =>
      (await db.selectFrom('messages').select('read_at').where('id', '=', w.messageOf[key]).executeTakeFirstOrThrow())
        .read_at === null;
    const unreadCountOf = async (p: Principal) =>
      p.id === undefined
        ? 0
        : Number(
            (
              await db
                .selectFrom('messages')
                .select((eb) => eb.fn.countAll<string>().as('n'))
                .where('member_id', '=', p.id)
                .where('read_at', 'is', null)
                .executeTakeFirstOrThrow()
            ).n,
          );
    for (const target of TREE_KEYS) {
      const probes: Probe[] = PRINCIPALS.map((p) => ({
        label: `POST CSP_markRead [message of ${target}] as ${p}`,
        // 'ignored': success with the caller's own unread count, the target's message still unread.
        expected: anonOr(p, () => (p === target ? 'data' : 'ignored')),
        call: async () => {
          const before = await unreadCountOf(w.P[p]);
          const res = await calls.post(w.P[p], messageEndpoints.markRead.path, { ids: [String(w.messageOf[target])] });
          const outcome = outcomeOf(res, HTTP_DENIAL);
          if (p === target)
            return outcome === 'data' && !(await unread(target))
              ? 'data'
              : `${outcome}, read=${!(await unread(target))}`;
          if (outcome !== 'data') return outcome;
          return (res.json() as { value: number }).value === before && (await unread(target))
            ? 'ignored'
            : 'changed someone else’s message';
        },
      }));
      // The owner marks its message read last.
      const ordered = [...probes.filter((p) => p.expected !== 'data'), ...probes.filter((p) => p.expected === 'data')];
      for (const probe of ordered) m.check(probe.label, probe.expected, await probe.call());
    }
    expectNone(m);
  });

  /** The refusal of `call` for a missing id, to compare a foreign id's refusal with. */
  async function missingAnswer(res: Promise<LightMyRequestResponse>): Promise<{ errorCode: string; message: string }> {
    const b = (await res).json() as { success: boolean; errorCode: string; message: string };
    expect(b.success).toBe(false);
    return { errorCode: b.errorCode, message: b.message };
  }

  /** Denied, and worded exactly as the refusal of a missing id. */
  const sameAsMissing =
    (missing: { errorCode: string; message: string }, denial: Denial) => (res: LightMyRequestResponse) => {
      const outcome = outcomeOf(res, denial);
      if (outcome !== 'denied') return outcome;
      const b = res.json() as { errorCode: string; message: string };
      return b.errorCode === missing.errorCode && b.message === missing.message
        ? 'denied'
        : `denied but worded differently: ${b.message}`;
    };

  it('confirming a withdrawal: its owner only', async () => {
    const m = new Mismatches();
    const body = (id: string) => ({ withdrawalId: id, result: 'received' });
    const missing = await missingAnswer(calls.post(w.P.mB, cashierEndpoints.confirmWithdrawal.path, body('987654321')));
    const denied = sameAsMissing(missing, BUSINESS_NOT_FOUND);
    const probes: Probe[] = PRINCIPALS.map((p) => ({
      label: `POST MCSFE_processC2CTransaction withdrawal of mA as ${p}`,
      expected: anonOr(p, () => (p === 'mA' ? 'data' : 'denied')),
      call: async () => {
        const res = await calls.post(w.P[p], cashierEndpoints.confirmWithdrawal.path, body(w.withdrawalId));
        return p === 'mA'
          ? outcomeOf(res, BUSINESS_NOT_FOUND, (v) => (v as { status: string }).status === 'received')
          : denied(res);
      },
    }));
    await runProbes(w.server, probes, m, { allowedChange: true });
    expectNone(m);
  });

  it('cancelling a deposit: its owner only', async () => {
    const m = new Mismatches();
    const missing = await missingAnswer(
      calls.post(w.P.mB, cashierEndpoints.cancelDeposit.path, { depositId: '987654321' }),
    );
    const denied = sameAsMissing(missing, BUSINESS_NOT_FOUND);
    const probes: Probe[] = PRINCIPALS.map((p) => ({
      label: `POST deposit/cancel deposit of mA as ${p}`,
      expected: anonOr(p, () => (p === 'mA' ? 'data' : 'denied')),
      call: async () => {
        const res = await calls.post(w.P[p], cashierEndpoints.cancelDeposit.path, { depositId: w.depositId });
        return p === 'mA'
          ? outcomeOf(res, BUSINESS_NOT_FOUND, (v) => (v as { status: string }).status === 'cancelled')
          : denied(res);
      },
    }));
    await runProbes(w.server, probes, m, { allowedChange: true });
    expectNone(m);
  });

  it('withdrawing to a bank account: the account’s owner only', async () => {
    const m = new Mismatches();
    const ask = (p: Principal, bankAccountId: string) =>
      calls.enc(
        p,
        cashierEndpoints.withdraw.path,
        { amountMinor: w.withdrawMin[p.merchant]!.toString(), bankAccountId, paymentPassword: '135790' },
        keyHeader(),
      );
    const missing = await missingAnswer(ask(w.P.mB, '987654321'));
    const denied = sameAsMissing(missing, BUSINESS_NOT_FOUND);
    const probes: Probe[] = [];
    for (const target of TREE_KEYS) {
      for (const p of PRINCIPALS) {
        // The owner passes the account check: refused for its payment password (none set), mA (the
        // right password) for its balance, which its first withdrawal used up.
        const own = target === 'mA' ? 'refused:balance.insufficient' : 'refused:payment.password.required';
        probes.push({
          label: `POST withdraw bankAccountId of ${target} as ${p}`,
          expected: anonOr(p, () => (p === target ? own : 'denied')),
          call: async () => {
            if (p === 'mA' && target === 'mA') {
              const res = await calls.enc(
                w.P.mA,
                cashierEndpoints.withdraw.path,
                {
                  amountMinor: w.withdrawMin.demo!.toString(),
                  bankAccountId: String(w.bankOf.mA),
                  paymentPassword: PAY_PW,
                },
                keyHeader(),
              );
              return outcomeOf(res, BUSINESS_NOT_FOUND);
            }
            const res = await ask(w.P[p], String(w.bankOf[target]));
            return p === target ? outcomeOf(res, BUSINESS_NOT_FOUND) : denied(res);
          },
        });
      }
    }
    await runProbes(w.server, probes, m);
    expectNone(m);
  });

  it('claiming a reward: its owner only', async () => {
    const m = new Mismatches();
    const claim = (p: Principal, rewardId: string) =>
      calls.post(p, rewardEndpoints.claimReward.path, { rewardId }, keyHeader());
    const missing = await missingAnswer(claim(w.P.mB, '987654321'));
    const denied = sameAsMissing(missing, BUSINESS_NOT_FOUND);
    const probes: Probe[] = [];
    for (const target of TREE_KEYS) {
      for (const p of PRINCIPALS) {
        probes.push({
          label: `POST MCSFE_claimIssuedPromotion reward of ${target} as ${p}`,
          // The rewards are already claimed: the owner is told so, and nothing is paid.
          expected: anonOr(p, () => (p === target ? 'refused:request.state.conflict' : 'denied')),
          call: async () => {
            const res = await claim(w.P[p], String(w.rewardOf[target]));
            return p === target ? outcomeOf(res, BUSINESS_NOT_FOUND) : denied(res);
          },
        });
      }
    }
    await runProbes(w.server, probes, m);
    expectNone(m);
  });

  /**
   * The games' principals are game sessions (the X-Game-Session header, or the page's cookie),
   * one per tree member; 'none' sends no session, 'token' only mC's platform token (a member
   * token does not open the games' API).
   */
  type Player = TreeKey | 'none' | 'token';
  const PLAYERS: readonly Player[] = [...TREE_KEYS, 'none', 'token'];
  const playHeaders = (p: Player): Record<string, string> =>
    p === 'none' ? {} : p === 'token' ? { authorization: w.tree.mC.token } : { 'x-game-session': w.games[p].secret };

  it('a game round by key: its player only while its seed is unrevealed', async () => {
    const m = new Mismatches();
    const { app } = w.server;
    const key = w.roundKey;
    const api = (p: Player, method: 'GET' | 'POST', url: string, body?: unknown) =>
      app.inject({
        method,
        url,
        headers: { ...playHeaders(p), ...(body !== undefined && { 'content-type': 'application/json' }) },
        ...(body !== undefined && { payload: JSON.stringify(body) }),
      });
    const probes: Probe[] = [];
    for (const p of PLAYERS) {
      const noSession = p === 'none' || p === 'token';
      probes.push({
        label: `GET /play/api/rounds/<mC's round> as ${p}`,
        // Anyone else learns only that the round exists and is not revealed yet (issue 14 item 9):
        // the answer carries no part of the round.
        expected: p === 'mC' ? 'data' : 'refused:game.round.unrevealed',
        call: async () =>
          outcomeOf(
            await api(p, 'GET', `${PLAY_PATHS.round}/${key}`),
            ROUND_NOT_FOUND,
            (v) => (v as { round: { roundKey: string } }).round.roundKey === key,
          ),
      });
      // A guess out of turn: the player is told the round is elsewhere; nothing is drawn.
      probes.push({
        label: `POST hilo/guess <mC's round> as ${p}`,
        expected: p === 'mC' ? 'refused:request.state.conflict' : noSession ? 'unauthenticated' : 'denied',
        call: async () =>
          outcomeOf(
            await api(p, 'POST', PLAY_PATHS.guess, { roundKey: key, step: 5, guess: 'higher' }),
            ROUND_NOT_FOUND,
          ),
      });
      // The verification page with the browser's own game cookies, plus one forged under mC's launch.
      const cookie =
        p === 'mC'
          ? w.games.mC.cookie
          : noSession
            ? ''
            : `${w.games[p].cookie}; ps_${w.games.mC.launchId}=${w.games[p].secret}`;
      probes.push({
        label: `GET /play/verify/<mC's round> as ${p}`,
        // The page explains that the round is not revealed yet, and shows nothing of it.
        expected: p === 'mC' ? 'data' : 'explained',
        call: async () => {
          const res = await app.inject({
            method: 'GET',
            url: `${PLAY_PATHS.verifyPage}/${key}`,
            headers: cookie ? { cookie } : {},
          });
          if (res.body.includes(w.games.mC.secret))
            return p === 'mC' && res.statusCode === 200 ? 'data' : 'leaked mC’s session';
          if (res.statusCode === 200 && res.body.includes('id="round"')) return 'leaked mC’s round';
          return res.statusCode === 200 ? 'explained' : `status:${res.statusCode}`;
        },
      });
    }
    // Cashing out settles the round: mC last.
    for (const p of PLAYERS) {
      const noSession = p === 'none' || p === 'token';
      probes.push({
        label: `POST hilo/cashout <mC's round> as ${p}`,
        expected: p === 'mC' ? 'data' : noSession ? 'unauthenticated' : 'denied',
        call: async () =>
          outcomeOf(
            await api(p, 'POST', PLAY_PATHS.cashOut, { roundKey: key }),
            ROUND_NOT_FOUND,
            (v) => (v as { round: { status: string } }).round.status === 'settled',
          ),
      });
    }
    await runProbes(w.server, probes, m, { allowedChange: true });
    expectNone(m);
  });

  it('a game page by launch id: only the browser holding that launch’s cookie', async () => {
    const m = new Mismatches();
    const { launchId, secret } = w.games.mC;
    for (const p of PLAYERS) {
      // Another player's own cookies, and its secret under mC's launch cookie name.
      const cookie =
        p === 'mC'
          ? w.games.mC.cookie
          : p === 'none' || p === 'token'
            ? ''
            : `${w.games[p].cookie}; ps_${launchId}=${w.games[p].secret}`;
      const res = await w.server.app.inject({
        method: 'GET',
        url: `/play/game/${launchId}`,
        headers: {
          accept: 'text/html',
          ...(cookie && { cookie }),
          ...(p === 'token' && { authorization: w.tree.mC.token }),
        },
      });
      const outcome = res.body.includes(`data-session="${secret}"`)
        ? res.statusCode === 200
          ? 'data'
          : 'leaked'
        : res.statusCode === 410
          ? 'denied'
          : `status:${res.statusCode}`;
      m.check(`GET /play/game/<mC's launch> as ${p}`, p === 'mC' ? 'data' : 'denied', outcome, res);
    }
    expectNone(m);
  });

  it('member events: the poll and the stream carry the caller’s own events only, whatever the cursor', async () => {
    const { db } = w.server.services;
    const now = w.server.clock.now;
    const members = [...TREE_KEYS, 'X'] as const;
    const event = (key: (typeof members)[number], n: string) =>
      db.transaction().execute(async (trx) => {
        const reference = `deposit:${9_000_000 + Number(w.P[key].id) * 10 + (n === 'sentinel' ? 1 : 0)}`;
        const merchant = w.P[key].merchant;
        const currency = merchant === 'demo' ? { currency: 'USD', minorUnits: 2 } : { currency: 'KRW', minorUnits: 0 };
        const id = await postMessage(trx, {
          merchantCode: merchant,
          memberId: w.P[key].id!,
          kind: 'deposit_credited',
          params: { site: merchant, ...currency, amountMinor: '100', reference },
          eventKey: `access-event-${n}`,
          now,
        });
        return String(id!);
      });
    // One event of every member first; then one last event ("sentinel") of each, so any foreign
    // event a stream would leak comes before the reader's own last one.
    const eventOf = {} as Record<(typeof members)[number], string>;
    for (const key of members) eventOf[key] = await event(key, 'first');
    const sentinelOf = {} as Record<(typeof members)[number], string>;
    for (const key of members) sentinelOf[key] = await event(key, 'sentinel');
    const ownEvents = async (key: (typeof members)[number]) =>
      new Set(
        (
          await db
            .selectFrom('messages')
            .select('id')
            .where('member_id', '=', w.P[key].id!)
            .where('kind', 'in', [...MEMBER_EVENT_KINDS])
            .execute()
        ).map((r) => String(r.id)),
      );
    const m = new Mismatches();

    for (const p of PRINCIPALS) {
      const own = p === 'anon' ? new Set<string>() : await ownEvents(p);
      // The poll from the start: exactly the caller's own events.
      const all = await calls.get(w.P[p], eventEndpoints.recent.path, { after: '0' });
      m.check(
        `GET events/recent?after=0 as ${p}`,
        anonOr(p, () => 'data'),
        outcomeOf(all, HTTP_DENIAL, (v) => {
          const ids = (v as { events: { id: string }[] }).events.map((e) => e.id);
          return ids.length === own.size && ids.every((id) => own.has(id));
        }),
        all,
      );
      // From just before another member's event: still only the caller's own.
      for (const target of members) {
        if (target === p) continue;
        const res = await calls.get(w.P[p], eventEndpoints.recent.path, {
          after: String(BigInt(eventOf[target]) - 1n),
        });
        m.check(
          `GET events/recent?after=<${target}'s event> as ${p}`,
          anonOr(p, () => 'data'),
          outcomeOf(res, HTTP_DENIAL, (v) => (v as { events: { id: string }[] }).events.every((e) => own.has(e.id))),
          res,
        );
      }
      // The stream from the start, read up to the caller's own last event.
      const headers = {
        ...wireHeaders(w.P[p].merchant),
        ...(w.P[p].token !== undefined && { authorization: w.P[p].token }),
      };
      const sentinel = p === 'anon' ? '' : sentinelOf[p];
      const stream = await readEventStream(
        w.base,
        `${eventEndpoints.stream.path}?after=0`,
        headers,
        (e) => e.event === 'member' && e.id === sentinel,
      );
      const memberEvents = stream.events
        .filter((e) => e.event === 'member')
        .map((e) => (JSON.parse(e.data) as { id: string }).id);
      const streamed =
        stream.status === 401
          ? 'unauthenticated'
          : stream.status !== 200
            ? `status:${stream.status}`
            : memberEvents.every((id) => own.has(id)) && memberEvents.includes(sentinel)
              ? 'data'
              : `foreign events ${memberEvents.filter((id) => !own.has(id)).join(',')}`;
      m.check(
        `GET events stream ?after=0 as ${p}`,
        anonOr(p, () => 'data'),
        streamed,
      );
    }
    expectNone(m);
  });

  it('announcement banner images: an agent notice’s title is not drawn for those who may not read it', async () => {
    const { rows } = await sql<{
      id: string;
    }>`SELECT id::text AS id FROM announcements WHERE merchant_code = 'demo' AND type = 'AG' ORDER BY id
      LIMIT 1`.execute(w.server.services.db);
    const id = rows[0]?.id;
    expect(id, 'the demo merchant seeds agent notices').toBeDefined();
    const m = new Mismatches();
    // Agents of demo read these notices in the agent centre; everyone else must not, here either.
    for (const p of PRINCIPALS.filter((name) => !(name !== 'X' && isAgentKey(name)))) {
      const res = await calls.get(w.P[p], `/TCG_PROD_IMAGES/BANNER/${id}.svg`);
      m.check(
        `GET /TCG_PROD_IMAGES/BANNER/<agent notice>.svg as ${p}`,
        'denied',
        res.statusCode === 404
          ? 'denied'
          : res.statusCode === 200
            ? 'data (the notice title is in the image)'
            : `status:${res.statusCode}`,
      );
    }
    expectNone(m);
  });
});
