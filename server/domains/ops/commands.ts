/** Every operator command, from every domain. */
import { announcementOpsCommands } from '../announcements/opsCommands';
import { firebaseOpsCommands } from '../auth/opsCommands';
import { houseMapCommands } from '../games/houseMapCommands';
import { gamesOpsCommands } from '../games/opsCommands';
import { bettingOpsCommands } from '../betting/opsCommands';
import { cashierOpsCommands } from '../cashier/opsCommands';
import { withdrawalCaseCommand } from '../cashier/opsCase';
import { ledgerOpsCommands } from '../ledger/opsCommands';
import { memberOpsCommands } from '../member/opsCommands';
import { memberViewCommands } from '../member/opsViews';
import { contractOpsCommands } from '../contracts/opsCommands';
import { systemOpsCommands } from '../system/opsCommands';
import { verificationOpsCommands } from '../verification/opsCommands';
import { agentOpsCommands } from '../agents/opsCommands';
import { settlementOpsCommands } from '../settlement/opsCommands';
import { settlementListCommand } from '../settlement/opsList';
import { providerOpsCommands } from '../providers/opsCommands';
import { crashOpsCommands } from '../play/crash/opsCommands';
import { virtualOpsCommands } from '../play/virtual/opsCommands';
import type { OpsCommand } from './registry';

export const opsCommands: readonly OpsCommand[] = [
  ...systemOpsCommands,
  ...memberOpsCommands,
  ...memberViewCommands,
  ...verificationOpsCommands,
  ...ledgerOpsCommands,
  ...cashierOpsCommands,
  withdrawalCaseCommand,
  ...bettingOpsCommands,
  ...firebaseOpsCommands,
  ...gamesOpsCommands,
  ...houseMapCommands,
  ...announcementOpsCommands,
  ...agentOpsCommands,
  ...contractOpsCommands,
  ...settlementOpsCommands,
  settlementListCommand,
  ...providerOpsCommands,
  ...crashOpsCommands,
  ...virtualOpsCommands,
];
