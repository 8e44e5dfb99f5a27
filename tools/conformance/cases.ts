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

const range = (context: Context) => ({ startTime: context.monthAgo, endTime: context.today });

const firstOf = (value: unknown, key: string): Record<string, unknown> | undefined => {
  const list = (value as Record<string, unknown> | null)?.[key];
  return Array.isArray(list) && typeof list[0] === 'object' ? (list[0] as Record<string, unknown>) : undefined;
};

export const CASES: Record<string, Case> = {
  'games.gameList': {
    args: () => ({ gameType: 'RNG', vassalage: '', language: 'EN', pageNo: 1, pageSize: 12 }),
    remember: (value, context) => {
      const game = firstOf(value, 'games');
      if (game) context.seen.game = game;
    },
  },
  'games.hotGames': { args: () => ({ language: 'EN', vassalage: '' }) },
  'records.betRecords': { args: (context) => ({ ...range(context), pageNo: 1, pageSize: 10 }) },
  'records.transactionRecords': { args: (context) => ({ ...range(context), pageNo: 1, pageSize: 10 }) },
  'records.accountRecords': { args: (context) => ({ ...range(context), pageNo: 1, pageSize: 10 }) },
};

/** Whether a call of this method and case changes data (only --allow-writes lets it run). */
export function changesData(method: string, path: string, known: Case | undefined): boolean {
  if (known?.changesData !== undefined) return known.changesData;
  // The platform's contract processing relays are GETs that act (src/shared/wire/agents.ts).
  return method !== 'GET' || /\/relay\/\w*process/i.test(path);
}
