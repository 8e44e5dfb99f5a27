/** Every operator command, from every domain. */
import { firebaseOpsCommands } from '../auth/opsCommands';
import { bettingOpsCommands } from '../betting/opsCommands';
import { cashierOpsCommands } from '../cashier/opsCommands';
import { ledgerOpsCommands } from '../ledger/opsCommands';
import { memberOpsCommands } from '../member/opsCommands';
import { systemOpsCommands } from '../system/opsCommands';
import { verificationOpsCommands } from '../verification/opsCommands';
import type { OpsCommand } from './registry';

export const opsCommands: readonly OpsCommand[] = [...systemOpsCommands, ...memberOpsCommands, ...verificationOpsCommands, ...ledgerOpsCommands, ...cashierOpsCommands, ...bettingOpsCommands, ...firebaseOpsCommands];
