/**
 * Operator commands (`npm run ops -- <command>`). Each domain contributes its own commands;
 * the same command objects run inside the live server (through the loopback ops route) or
 * directly against the database when no server is running.
 */
import { parseArgs } from 'node:util';
import type { Services } from '../../services';

export type OpsOption = { type: 'string' | 'boolean'; description: string };

export type OpsCommand = {
  /** Words that select the command, e.g. ['maintenance', 'on']. */
  path: string[];
  /** Names of the positional arguments after the path, for the usage line. */
  positionals?: string[];
  options?: Record<string, OpsOption>;
  summary: string;
  run(
    input: { positionals: string[]; options: Record<string, string | boolean | undefined> },
    services: Services,
  ): Promise<string>;
};

export class OpsUsageError extends Error {}

/** The command ran and found something wrong (ledger verify): its report, with a failing exit code. */
export class OpsFailure extends Error {}

export function usageOf(command: OpsCommand): string {
  const opts = Object.entries(command.options ?? {})
    .map(([name, o]) => (o.type === 'boolean' ? `[--${name}]` : `[--${name} <${name}>]`))
    .join(' ');
  const pos = (command.positionals ?? []).map((p) => `<${p}>`).join(' ');
  return [command.path.join(' '), pos, opts].filter(Boolean).join(' ');
}

export function helpText(commands: readonly OpsCommand[]): string {
  return [
    'Usage: npm run ops -- <command>',
    '',
    ...commands.map((c) => `  ${usageOf(c).padEnd(64)} ${c.summary}`),
  ].join('\n');
}

/** Finds the command whose path is the longest prefix of argv and parses the rest. */
export function resolveCommand(commands: readonly OpsCommand[], argv: readonly string[]) {
  const matches = commands.filter((c) => c.path.every((word, i) => argv[i] === word));
  const command = matches.sort((a, b) => b.path.length - a.path.length)[0];
  if (!command) throw new OpsUsageError(`Unknown command "${argv.join(' ')}".\n\n${helpText(commands)}`);
  let parsed;
  try {
    parsed = parseArgs({
      args: argv.slice(command.path.length) as string[],
      options: Object.fromEntries(Object.entries(command.options ?? {}).map(([k, o]) => [k, { type: o.type }])),
      allowPositionals: true,
      strict: true,
    });
  } catch (error) {
    throw new OpsUsageError(`${(error as Error).message}\nUsage: npm run ops -- ${usageOf(command)}`);
  }
  const expected = command.positionals?.length ?? 0;
  if (parsed.positionals.length !== expected) {
    throw new OpsUsageError(`Expected ${expected} argument(s).\nUsage: npm run ops -- ${usageOf(command)}`);
  }
  return {
    command,
    positionals: parsed.positionals,
    options: parsed.values as Record<string, string | boolean | undefined>,
  };
}

export async function runOps(
  commands: readonly OpsCommand[],
  argv: readonly string[],
  services: Services,
  via: string,
): Promise<string> {
  const { command, positionals, options } = resolveCommand(commands, argv);
  const output = await command.run({ positionals, options }, services);
  // The audit trail records what was done, never a secret that was typed (member create --password).
  const redacted = Object.fromEntries(
    Object.entries(options).map(([k, v]) => [k, /password|secret/i.test(k) ? '***' : v]),
  );
  await services.systemRepo.audit(command.path.join(' '), { positionals, options: redacted }, via);
  return output;
}
