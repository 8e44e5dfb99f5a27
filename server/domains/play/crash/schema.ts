/** The crash tables' types live with the database's (server/db/schemaCrash.ts). */
export type * from '../../../db/schemaCrash';
