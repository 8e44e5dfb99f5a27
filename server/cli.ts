/**
 * The operator CLI: `npm run ops -- <command>`. While the server runs it sends the command to
 * it over loopback (the embedded database can only be opened by one process); when nothing
 * answers on PORT it opens the database itself. Both paths run the same command objects.
 */
import { isAbsolute, resolve } from 'node:path';
import { loadConfig } from './config';
import { opsCommands } from './domains/ops/commands';
import { helpText, OpsFailure, OpsUsageError, resolveCommand, runOps } from './domains/ops/registry';
import { readOpsSecret } from './domains/ops/secret';

type LiveResult = { reached: false } | { reached: true; ok: boolean; text: string };

async function viaRunningServer(argv: string[], port: number, secret: string | undefined): Promise<LiveResult> {
  if (!secret) return { reached: false };
  try {
    const response = await fetch(`http://127.0.0.1:${port}/ops/run`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-ops-secret': secret },
      body: JSON.stringify({ argv }),
    });
    const body = (await response.json()) as { success: boolean; value: string; message: string };
    return { reached: true, ok: body.success, text: body.success ? body.value : body.message };
  } catch (error) {
    const code = (error as { cause?: { code?: string } }).cause?.code;
    if (code === 'ECONNREFUSED') return { reached: false };
    throw error;
  }
}

/**
 * Options that name a file the command writes (`--proof-out`) are made absolute here, so a
 * running server writes where the operator meant (its own working directory may differ).
 */
function absolutePaths(argv: readonly string[]): string[] {
  return argv.map((arg, i) => {
    if (i > 0 && argv[i - 1] === '--proof-out' && !isAbsolute(arg)) return resolve(arg);
    const inline = /^--proof-out=(.+)$/.exec(arg);
    return inline && !isAbsolute(inline[1]!) ? `--proof-out=${resolve(inline[1]!)}` : arg;
  });
}

async function main(given: string[]): Promise<number> {
  const argv = absolutePaths(given);
  if (argv.length === 0 || argv[0] === 'help' || argv[0] === '--help') {
    console.log(helpText(opsCommands));
    return 0;
  }
  // Reject bad usage before touching the server or the database.
  resolveCommand(opsCommands, argv);
  const config = loadConfig();
  const live = await viaRunningServer(argv, config.port, readOpsSecret(config.dataDir));
  if (live.reached) {
    (live.ok ? console.log : console.error)(live.text);
    return live.ok ? 0 : 2;
  }
  // Loaded only here: the live path needs neither the database drivers nor argon2.
  const { bootServices } = await import('./boot');
  const { services } = await bootServices(config);
  try {
    console.log(await runOps(opsCommands, argv, services, 'cli-direct'));
    return 0;
  } finally {
    await services.database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(
      error instanceof OpsUsageError || error instanceof OpsFailure
        ? error.message
        : `ops failed: ${(error as Error).message}`,
    );
    process.exit(2);
  },
);
