/** Platform messages (messageV2): CSP_unreadCount, CSP_getInbox and read marks, own messages only. */
import type { FastifyInstance } from 'fastify';
import { ok } from '../../../src/shared/wire';
import { messageEndpoints, type InboxArgs } from '../../../src/shared/wire/messages';
import { pageFields } from '../../http/paging';
import { idTextSchema } from '../../wire/bounds';
import { memberOf } from '../auth/requireMember';
import type { MessageServices } from './services';

const inboxQuery = {
  type: 'object',
  additionalProperties: false,
  properties: { ...pageFields, unreadOnly: { type: 'boolean', default: false } },
} as const;

const markReadBody = {
  type: 'object',
  additionalProperties: false,
  properties: { ids: { type: 'array', maxItems: 500, items: idTextSchema } },
} as const;

const member = { auth: 'member' as const };

export async function messageRoutes(app: FastifyInstance, { messages }: { messages: MessageServices }) {
  const { inbox } = messages;

  app.get(messageEndpoints.unreadCount.path, { config: member }, async (request) => ok(await inbox.unreadCount(memberOf(request).id)));

  app.get<{ Querystring: InboxArgs }>(messageEndpoints.inbox.path, { config: member, schema: { querystring: inboxQuery } }, async (request) =>
    ok(await inbox.list(memberOf(request).id, request.query)),
  );

  app.post<{ Body: { ids?: string[] } | undefined }>(
    messageEndpoints.markRead.path,
    { config: member, schema: { body: markReadBody } },
    async (request) => ok(await inbox.markRead(memberOf(request).id, request.body?.ids?.map((id) => BigInt(id)))),
  );
}
