/** The virtual sports tables' types live with the database's (server/db/schemaVirtual.ts). */
export type * from '../../../db/schemaVirtual';
