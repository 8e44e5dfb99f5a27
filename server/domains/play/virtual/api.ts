/** The virtual sports page's API paths and the public view of a league round (virtual/routes.ts). */
export const VIRTUAL_PATHS = {
  state: '/play/api/virtual/state',
  slip: '/play/api/virtual/slip',
  round: '/play/api/virtual/rounds',
  verifyPage: '/play/verify/virtual-',
} as const;

export type VirtualRoundView = {
  id: string;
  league: string;
  round: number;
  seedHash: string;
  kickOffAt: number;
  endsAt: number;
  seed: string | null;
  results: unknown[] | null;
};
