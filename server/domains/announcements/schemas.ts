/** Query of MCSFE_getListAnnouncements (contract §4.7); platform, merchantCode and token pass unused. */
import { Type, type Static } from '@sinclair/typebox';

export const announcementsQuery = Type.Object({
  types: Type.Optional(Type.String({ maxLength: 64 })),
  execution: Type.Optional(Type.String({ maxLength: 8 })),
});
export type AnnouncementsQuery = Static<typeof announcementsQuery>;
