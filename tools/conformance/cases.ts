/**
 * What the kit needs to know about an endpoint beyond its definition: arguments that make a
 * real call (the schema's minimal value would only be refused), whether a call changes data, and
 * what to remember from an answer for later calls (an id a detail call needs). Endpoints not
 * named here are called with the minimal valid arguments of their schema (TypeBox Value.Create),
 * read-only when they are GETs.
 */
export type Context = {
  /** Values remembered from earlier answers, by name. */
  seen: Record<string, unknown>;
  today: string;
  monthAgo: string;
};

export type Case = {
  /** Arguments for the call; undefined = skip ("no sample arguments"). */
  args?: (context: Context) => Record<string, unknown> | undefined;
  /** The call changes data (a GET that processes something, or a read-only POST does not). */
  changesData?: boolean;
  /** Remembers what later calls need from a successful answer's value. */
  remember?: (value: unknown, context: Context) => void;
};

const DAY_MS = 86_400_000;
/**
 * The last month up to the end of today, as the reports take a range: epoch ms, the end exclusive
 * (src/shared/wire/paging.ts).
 */
const range = (context: Context) => ({
  startTime: Date.parse(context.monthAgo),
  endTime: Date.parse(context.today) + DAY_MS,
});
/** That range's first page of ten rows. */
const rangePage = (context: Context) => ({ ...range(context), pageNo: 1, pageSize: 10 });

const nodeOfSeenGame = (context: Context) => {
  const nodeId = (context.seen.game as { nodeId?: unknown } | undefined)?.nodeId;
  return typeof nodeId === 'number' ? { nodeId } : undefined;
};

const firstOf = (value: unknown, key: string): Record<string, unknown> | undefined => {
  const list = (value as Record<string, unknown> | null)?.[key];
  return Array.isArray(list) && typeof list[0] === 'object' ? (list[0] as Record<string, unknown>) : undefined;
};

export const CASES: Record<string, Case> = {
  // The agent centre's reports take a range and pages; settlements one kind and a side (src/shared/wire/agents.ts).
  'agents.overview': { args: range },
  'agents.teamBets': { args: rangePage },
  'agents.profitLoss': { args: rangePage },
  'agents.transactions': { args: rangePage },
  'agents.income': { args: rangePage },
  'agents.settlements': { args: (context) => ({ ...rangePage(context), kind: 'daily', scope: 'mine' }) },
  'games.gameList': {
    args: () => ({ gameType: 'RNG', vassalage: '', language: 'EN', pageNo: 1, pageSize: 12 }),
    remember: (value, context) => {
      const game = firstOf(value, 'games');
      if (game) context.seen.game = game;
    },
  },
  'games.hotGames': { args: () => ({ language: 'EN', vassalage: '' }) },
  // The same words in a JSON body: a read, though it is a POST.
  'gameAliases.hotGamesByPost': { changesData: false, args: () => ({ language: 'EN', vassalage: '' }) },
  // The first game of the list, when the kit saw one: favourites and the launch name a real game.
  'games.addFavourite': { args: (context) => nodeOfSeenGame(context) },
  'games.removeFavourite': { args: (context) => nodeOfSeenGame(context) },
  // A launch writes a one-time launch and a recent game, though it is a GET.
  'games.launch': {
    changesData: true,
    args: (context) => {
      const node = nodeOfSeenGame(context);
      return node && { launchMode: 'GLS', ...node, accountType: 1 };
    },
  },
  // The demo site's username rule (letters and digits, 6-16, a letter first), a name nobody has.
  'auth.checkUsername': { args: () => ({ username: 'kitProbe2026' }) },
  // The demo site's agent invitation code (server/demo/siteData.ts); elsewhere a refusal, skipped.
  'auth.affiliate': { args: () => ({ code: 'DEMO2026' }) },
  // Signing out is the kit's last call (auth.logout): the POST form would end the session halfway.
  'authAliases.logout': { args: () => undefined },
  // The event stream stays open as long as the session: there is no end of the answer to judge.
  'events.stream': { args: () => undefined },
  'records.transactions': { args: (context) => ({ ...range(context), pageNo: 1, pageSize: 10 }) },
  'records.bets': { args: (context) => ({ ...range(context), pageNo: 1, pageSize: 10 }) },
  'records.profitLoss': { args: range },
  'rewards.bonuses': { args: (context) => ({ ...range(context), pageNo: 1, pageSize: 10 }) },
};

/** Whether a call of this method and case changes data (only --allow-writes lets it run). */
export function changesData(method: string, path: string, known: Case | undefined): boolean {
  if (known?.changesData !== undefined) return known.changesData;
  // The platform's contract processing relays are GETs that act (src/shared/wire/agents.ts).
  return method !== 'GET' || /\/relay\/\w*process/i.test(path);
}
