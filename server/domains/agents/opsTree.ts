/**
 * `npm run ops -- agents tree <username>`: an agent's downlines as an indented tree, from the
 * closure table (member_tree), with each account's type, status and the contracts it holds (by kind), so
 * an operator sees who earns what from whom before offering or ending a contract.
 */
import type { Services } from '../../services';
import { formatRate } from '../contracts/terms';
import { memberByName } from '../member/opsViews';
import { typeName } from '../member/memberTypes';
import { merchantArgument, textOption, type Options } from '../ops/arguments';
import { OpsUsageError, type OpsCommand } from '../ops/registry';

const DEFAULT_DEPTH = 3;
const MAX_DEPTH = 20;
/** More rows than a terminal shows usefully; the count of the rest is printed instead. */
const MAX_ROWS = 500;

type Node = { id: bigint; parent_id: bigint | null; username: string; type: number; status: string; depth: number };

async function tree(
  { positionals, options }: { positionals: string[]; options: Options },
  services: Services,
): Promise<string> {
  const merchant = await merchantArgument(options, services);
  const root = await memberByName(services, merchant, positionals[0]!);
  const depthText = textOption(options.depth) ?? String(DEFAULT_DEPTH);
  if (!/^\d{1,2}$/.test(depthText) || Number(depthText) < 1 || Number(depthText) > MAX_DEPTH)
    throw new OpsUsageError(`--depth must be a whole number from 1 to ${MAX_DEPTH}.`);
  const depth = Number(depthText);
  const { db } = services;
  const [nodes, total] = await Promise.all([
    db
      .selectFrom('member_tree as t')
      .innerJoin('members as m', 'm.id', 't.descendant_id')
      .select(['m.id', 'm.parent_id', 'm.username', 'm.type', 'm.status', 't.depth'])
      .where('t.ancestor_id', '=', root.id)
      .where('t.depth', '<=', depth)
      .orderBy('t.depth')
      .orderBy('m.username')
      .limit(MAX_ROWS + 1)
      .execute() as Promise<Node[]>,
    db
      .selectFrom('member_tree')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('ancestor_id', '=', root.id)
      .where('depth', '>', 0)
      .executeTakeFirstOrThrow(),
  ]);
  const shown = nodes.slice(0, MAX_ROWS);
  const held = await db
    .selectFrom('contracts')
    .select(['member_id', 'kind', 'rate_bp'])
    .where(
      'member_id',
      'in',
      shown.map((n) => n.id),
    )
    .where('status', '=', 'accepted')
    .orderBy('kind')
    .execute();
  const contractsOf = new Map<bigint, string[]>();
  for (const c of held)
    contractsOf.set(c.member_id, [...(contractsOf.get(c.member_id) ?? []), `${c.kind} ${formatRate(c.rate_bp)}`]);
  const children = new Map<bigint | null, Node[]>();
  for (const n of shown) if (n.depth > 0) children.set(n.parent_id, [...(children.get(n.parent_id) ?? []), n]);

  const lines: string[] = [];
  const walk = (node: Node, indent: string) => {
    const contracts = contractsOf.get(node.id);
    lines.push(
      `${indent}${node.username} ` +
        `(${typeName(node.type)}${node.status === 'active' ? '' : `, ${node.status}`})${
          contracts ? `  holds: ${contracts.join(', ')}` : ''
        }`,
    );
    for (const child of children.get(node.id) ?? []) walk(child, `${indent}  `);
  };
  walk(
    { id: root.id, parent_id: root.parent_id, username: root.username, type: root.type, status: root.status, depth: 0 },
    '',
  );
  const below = Number(total.n);
  const listed = shown.length - 1;
  lines.push(
    below === 0
      ? `${root.username} has no downlines.`
      : `${listed} of ${below} downline(s) shown (to depth ${depth}${
          nodes.length > MAX_ROWS ? `, first ${MAX_ROWS} rows` : ''
        }).`,
  );
  return lines.join('\n');
}

export const agentTreeCommand: OpsCommand = {
  path: ['agents', 'tree'],
  positionals: ['username'],
  options: {
    depth: { type: 'string', description: `how many levels below (default ${DEFAULT_DEPTH}, at most ${MAX_DEPTH})` },
    merchant: { type: 'string', description: 'merchant code (default: demo)' },
  },
  summary: "an agent's downlines as a tree, with each account's type, status and accepted contracts",
  run: tree,
};
