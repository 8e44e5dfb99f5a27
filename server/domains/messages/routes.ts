/** Platform messages (src/shared/wire/messages.ts): CSP_unreadCount, CSP_getInbox and read marks, own messages only. */
import type { FastifyInstance } from 'fastify';
import { ok } from '../../../src/shared/wire';
import { messageEndpoints } from '../../../src/shared/wire/messages';
import { wireRoute } from '../../http/wireRoute';
import { memberOf } from '../auth/requireMember';
import type { MessageServices } from './services';

export async function messageRoutes(app: FastifyInstance, { messages }: { messages: MessageServices }) {
  const { inbox } = messages;

  wireRoute(app, messageEndpoints.unreadCount, {}, async (request) =>
    ok(await inbox.unreadCount(memberOf(request).id)),
  );

  wireRoute(app, messageEndpoints.inbox, {}, async (request) =>
    ok(await inbox.list(memberOf(request).id, request.query)),
  );

  wireRoute(app, messageEndpoints.markRead, {}, async (request) =>
    ok(
      await inbox.markRead(
        memberOf(request).id,
        request.body.ids?.map((id) => BigInt(id)),
      ),
    ),
  );
}
