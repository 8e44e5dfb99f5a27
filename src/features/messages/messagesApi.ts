/**
 * Platform messages (messages.ts): the inbox, the unread count and read marks. Marking read
 * updates the cached inbox at once (undone if the call fails), stores the unread count the
 * server answers, and invalidates Messages and Badges so the member menu's badge follows.
 */
import { api } from '../../api/api';
import { wire } from '../../api/wireRequest';
import { messageEndpoints, type InboxArgs, type InboxMessage, type Page } from '../../shared/wire';

export const messagesApi = api.injectEndpoints({
  endpoints: (build) => ({
    messageUnreadCount: build.query<number, void>({
      query: () => wire(messageEndpoints.unreadCount),
      providesTags: ['Messages'],
    }),
    messageInbox: build.query<Page<InboxMessage>, InboxArgs>({
      query: (args) => wire(messageEndpoints.inbox, args),
      providesTags: ['Messages'],
    }),
    /** ids omitted: every message. Answers the unread count after. */
    markMessagesRead: build.mutation<number, { ids?: string[] }>({
      query: (args) => wire(messageEndpoints.markRead, args),
      invalidatesTags: ['Messages', 'Badges'],
      async onQueryStarted({ ids }, { dispatch, getState, queryFulfilled }) {
        const marks = (message: InboxMessage) => !ids || ids.includes(message.id);
        const patches = messagesApi.util.selectCachedArgsForQuery(getState(), 'messageInbox').map((args) =>
          dispatch(
            messagesApi.util.updateQueryData('messageInbox', args, (page) => {
              for (const message of page.content) if (marks(message)) message.read = true;
            }),
          ),
        );
        try {
          const { data: unread } = await queryFulfilled;
          dispatch(messagesApi.util.upsertQueryData('messageUnreadCount', undefined, unread));
        } catch {
          for (const patch of patches) patch.undo();
        }
      },
    }),
  }),
});

export const { useMessageUnreadCountQuery, useMessageInboxQuery, useMarkMessagesReadMutation } = messagesApi;
