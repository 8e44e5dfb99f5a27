/**
 * `npm run ops -- virtual …`:
 *   run-now  one step now (step.ts): commit the next rounds, settle finished rounds and slips
 *   install  adds the virtual sports game to a vendor (once) so a lobby can launch it
 */
import { invalidateCatalogue } from '../../games/catalogue';
import { OpsUsageError, type OpsCommand } from '../../ops/registry';
import { virtualStep } from './step';

const text = (value: string | boolean | undefined) => (typeof value === 'string' ? value : undefined);

export const virtualOpsCommands: OpsCommand[] = [
  {
    path: ['virtual', 'run-now'],
    summary: 'run one virtual sports step now: settle the rounds and slips whose matches are over',
    async run(_input, services) {
      const step = await virtualStep(services.db, services.clock());
      return `settled ${step.settledRounds} round(s) and ${step.settledSlips} slip(s).`;
    },
  },
  {
    path: ['virtual', 'install'],
    options: {
      vendor: { type: 'string', description: 'a vendor code' },
      type: { type: 'string', description: 'its game type (SPORTS, ESPORTS or RNG)' },
    },
    summary: 'add the virtual sports game to a vendor (once)',
    async run({ options }, services) {
      const vendor = text(options.vendor);
      const type = text(options.type) ?? 'SPORTS';
      const known = vendor
        ? await services.db
            .selectFrom('game_vendors')
            .select('code')
            .where('code', '=', vendor)
            .where('game_type', '=', type)
            .executeTakeFirst()
        : undefined;
      if (!known) throw new OpsUsageError(`There is no ${type} vendor "${vendor ?? ''}" (--vendor and --type).`);
      const code = `${vendor}_${type}_VIRTUAL`;
      await services.db
        .insertInto('games')
        .values({
          game_code: code,
          vendor: vendor!,
          game_type: type,
          game_name: 'Virtual Sports',
          display_names: JSON.stringify({}),
          engine: 'virtual',
          sort: 1_000_000,
        })
        .onConflict((oc) => oc.column('game_code').doNothing())
        .execute();
      invalidateCatalogue(services.db);
      const row = await services.db
        .selectFrom('games')
        .select('node_id')
        .where('game_code', '=', code)
        .executeTakeFirstOrThrow();
      return `${code} (node ${row.node_id}).`;
    },
  },
];
