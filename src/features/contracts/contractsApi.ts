/**
 * Contract calls (agents.ts): the member's consolidated info and held contracts, the agent's
 * offered contracts, settings and offers, and the four processing calls picked by kind. Every
 * change invalidates 'Contracts', so the dialog, the panel and the agent pages all refresh.
 */
import { api } from '../../api/api';
import { wire } from '../../api/wireRequest';
import {
  agentEndpoints,
  contractEndpoints,
  PROCESS_ENDPOINT_OF,
  type AgentSettingsValue,
  type ConsolidatedValue,
  type Contract,
  type ContractKind,
  type ContractListArgs,
  type ContractPreviewArgs,
  type ContractPreviewValue,
  type OfferCeilingsValue,
  type OfferContractArgs,
  type Page,
  type ProcessContractArgs,
  type ProcessContractValue,
} from '../../shared/wire';

export type ProcessRequest = { kind: ContractKind; args: ProcessContractArgs };

/** The processing call of `kind` (each kind has its own path and method). */
const processEndpoint = (kind: ContractKind) => contractEndpoints[PROCESS_ENDPOINT_OF[kind]];

export const contractsApi = api.injectEndpoints({
  endpoints: (build) => ({
    contractConsolidated: build.query<ConsolidatedValue, void>({
      query: () => wire(contractEndpoints.consolidated),
      providesTags: ['Contracts'],
    }),
    contractHeld: build.query<{ contracts: Contract[] }, void>({
      query: () => wire(contractEndpoints.held),
      providesTags: ['Contracts'],
    }),
    contractOffered: build.query<Page<Contract>, ContractListArgs>({
      query: (args) => wire(agentEndpoints.contracts, args),
      providesTags: ['Contracts'],
    }),
    contractAgentSettings: build.query<AgentSettingsValue, void>({
      query: () => wire(agentEndpoints.settings),
    }),
    /** The highest rate this agent may offer of each kind (its own contracts'; null: none). */
    contractOfferCeilings: build.query<OfferCeilingsValue, void>({
      query: () => wire(agentEndpoints.offerCeilings),
      providesTags: ['Contracts'],
    }),
    /** What terms would have paid a downline over the last 7 and 30 days; changes nothing. */
    previewContract: build.mutation<ContractPreviewValue, ContractPreviewArgs>({
      query: (args) => wire(agentEndpoints.previewContract, args),
    }),
    offerContract: build.mutation<Contract, OfferContractArgs>({
      query: (args) => wire(agentEndpoints.offerContract, args),
      invalidatesTags: ['Contracts'],
    }),
    /** Accept, reject or terminate (withdraw) through the kind's own processing call. */
    processContract: build.mutation<ProcessContractValue, ProcessRequest>({
      query: ({ kind, args }) => wire(processEndpoint(kind), args),
      invalidatesTags: ['Contracts'],
    }),
  }),
});

export const {
  useContractConsolidatedQuery,
  useContractHeldQuery,
  useContractOfferedQuery,
  useContractAgentSettingsQuery,
  useOfferContractMutation,
  useContractOfferCeilingsQuery,
  usePreviewContractMutation,
  useProcessContractMutation,
} = contractsApi;
