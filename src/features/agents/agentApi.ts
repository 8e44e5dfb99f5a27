/**
 * The agent centre's own calls (shared/wire/agents.ts agentEndpoints): site settings, agent
 * announcements, the team overview and members, new downline accounts, transfers to a
 * downline and invitation links. The reports and contracts have their own files.
 *
 * Tags: queries also provide a member tag (Member, Balance, Records), so they are dropped when
 * the session ends like every member query. The team list provides Balance, so a transfer to a
 * downline (which invalidates the money tags) refreshes the balances in the list as well as the
 * header's.
 */
import { api } from '../../api/api';
import { idempotencyHeaders } from '../../api/idempotency';
import { wire } from '../../api/wireRequest';
import {
  agentEndpoints,
  type AgentAnnouncement,
  type AgentSettingsValue,
  type CreateDownlineArgs,
  type CreateDownlineValue,
  type CreateInvitationArgs,
  type DownlineTransferArgs,
  type Invitation,
  type InvitationsValue,
  type MoneyMoveValue,
  type Page,
  type PageArgs,
  type TeamMembersArgs,
  type TeamMembersValue,
  type TeamOverviewArgs,
  type TeamOverviewValue,
} from '../../shared/wire';
import { MONEY_MOVED_TAGS, type Keyed } from '../wallet/walletApi';

/** Team changes (a new downline) and invitation links: tags of this file only. */
const withAgentTags = api.enhanceEndpoints({ addTagTypes: ['AgentTeam', 'AgentInvitations'] });

export const agentApi = withAgentTags.injectEndpoints({
  endpoints: (build) => ({
    agentSettings: build.query<AgentSettingsValue, void>({
      query: () => wire(agentEndpoints.settings),
      providesTags: ['Member'],
    }),
    agentAnnouncements: build.query<Page<AgentAnnouncement>, PageArgs>({
      query: (args) => wire(agentEndpoints.announcements, args),
      providesTags: ['Member'],
    }),
    teamOverview: build.query<TeamOverviewValue, TeamOverviewArgs>({
      query: (args) => wire(agentEndpoints.overview, args),
      providesTags: ['Records', 'AgentTeam'],
    }),
    teamMembers: build.query<TeamMembersValue, TeamMembersArgs>({
      query: (args) => wire(agentEndpoints.members, args),
      providesTags: ['Balance', 'AgentTeam'],
    }),
    createDownline: build.mutation<CreateDownlineValue, CreateDownlineArgs>({
      query: (body) => wire(agentEndpoints.createDownline, body),
      invalidatesTags: ['AgentTeam'],
    }),
    transferToDownline: build.mutation<MoneyMoveValue, Keyed<DownlineTransferArgs>>({
      query: ({ idempotencyKey, ...body }) => wire(agentEndpoints.transfer, body, idempotencyHeaders(idempotencyKey)),
      invalidatesTags: [...MONEY_MOVED_TAGS],
    }),
    invitations: build.query<InvitationsValue, void>({
      query: () => wire(agentEndpoints.invitations),
      providesTags: ['Member', 'AgentInvitations'],
    }),
    createInvitation: build.mutation<Invitation, CreateInvitationArgs>({
      query: (body) => wire(agentEndpoints.createInvitation, body),
      invalidatesTags: ['AgentInvitations'],
    }),
  }),
});

export const {
  useAgentSettingsQuery,
  useAgentAnnouncementsQuery,
  useTeamOverviewQuery,
  useTeamMembersQuery,
  useCreateDownlineMutation,
  useTransferToDownlineMutation,
  useInvitationsQuery,
  useCreateInvitationMutation,
} = agentApi;
