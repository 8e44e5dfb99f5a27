/**
 * Query and body schemas of the agent calls (TypeBox, validated by Fastify), built from the
 * app's page and range fields (server/http) so pages and ranges read the same everywhere. Agent
 * reports take ranges of at most MAX_AGENT_RANGE_DAYS (AGENT_RANGE).
 */
import { Type, type Static } from '@sinclair/typebox';
import { AgentErrorCode, CONTRACT_KINDS, INCOME_SOURCES, MAX_AGENT_RANGE_DAYS } from '../../../src/shared/wire/agents';
import { amountText, idText } from '../../wire/bounds';
import { rangeFields, type RangeLimit } from '../../http/dateRange';
import { pageFields } from '../../http/paging';

/** One of a list of words, typed as that union. */
const oneOf = <T extends readonly string[]>(values: T) => Type.Unsafe<T[number]>({ type: 'string', enum: [...values] });

/** `csv`: the whole range as a CSV file; `all`: the whole range as one page (the agent centre builds its own CSV from it). */
const csvFlag = { format: Type.Optional(oneOf(['csv', 'all'] as const)) };
/** An account name as the search and filters take it; the register rules are stricter still. */
const account = Type.String({ minLength: 1, maxLength: 32 });
const memberId = idText();
const code = Type.String({ minLength: 1, maxLength: 32, pattern: '^[A-Za-z0-9_]+$' });

export const pageQuery = Type.Object(pageFields, { additionalProperties: false });
export type PageQuery = Static<typeof pageQuery>;

export const overviewQuery = Type.Object(rangeFields, { additionalProperties: false });

export const membersQuery = Type.Object(
  { ...pageFields, parentId: Type.Optional(memberId), account: Type.Optional(account), status: Type.Optional(oneOf(['active', 'disabled'] as const)) },
  { additionalProperties: false },
);
export type MembersQuery = Static<typeof membersQuery>;

export const createDownlineBody = Type.Object(
  {
    account: Type.String({ maxLength: 64 }),
    password: Type.String({ maxLength: 64 }),
    nickname: Type.Optional(Type.String({ maxLength: 32 })),
    isAgent: Type.Boolean(),
  },
  { additionalProperties: false },
);

export const transferBody = Type.Object(
  // Amounts are checked by requireAmount (clear money errors); the schema only bounds their size.
  { memberId, amountMinor: amountText(), paymentPassword: Type.String({ maxLength: 64 }) },
  { additionalProperties: false },
);

export const createInvitationBody = Type.Object({ isAgent: Type.Boolean() }, { additionalProperties: false });

const reportFields = { ...pageFields, ...rangeFields, account: Type.Optional(account), ...csvFlag };

export const teamReportQuery = Type.Object(reportFields, { additionalProperties: false });
export type TeamReportQuery = Static<typeof teamReportQuery>;

export const teamBetsQuery = Type.Object(
  {
    ...reportFields,
    vendor: Type.Optional(code),
    gameType: Type.Optional(code),
    team: Type.Optional(Type.Boolean()),
    time: Type.Optional(oneOf(['placed', 'settled'] as const)),
  },
  { additionalProperties: false },
);
export type TeamBetsQuery = Static<typeof teamBetsQuery>;

// The kind is checked by the handler, which names the kinds there are.
export const teamTransactionsQuery = Type.Object({ ...reportFields, kind: Type.Optional(Type.String({ maxLength: 32 })) }, { additionalProperties: false });
export type TeamTransactionsQuery = Static<typeof teamTransactionsQuery>;

/** Zero settlements are not listed unless asked for (hideZero=false). */
const hideZero = { hideZero: Type.Boolean({ default: true }) };

export const incomeQuery = Type.Object({ ...pageFields, ...rangeFields, source: Type.Optional(oneOf(INCOME_SOURCES)), ...hideZero, ...csvFlag }, { additionalProperties: false });
export type IncomeQuery = Static<typeof incomeQuery>;

export const settlementsQuery = Type.Object(
  { ...pageFields, ...rangeFields, kind: oneOf(CONTRACT_KINDS), scope: oneOf(['mine', 'team'] as const), account: Type.Optional(account), ...hideZero, ...csvFlag },
  { additionalProperties: false },
);
export type SettlementsQuery = Static<typeof settlementsQuery>;

/** The longest range of an agent report, answered beyond it with report.range.too.long. */
export const AGENT_RANGE: RangeLimit = { maxDays: MAX_AGENT_RANGE_DAYS, tooLongCode: AgentErrorCode.rangeTooLong };
