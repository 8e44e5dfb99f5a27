/** Every operator command, from every domain. */
import { ledgerOpsCommands } from '../ledger/opsCommands';
import { memberOpsCommands } from '../member/opsCommands';
import { systemOpsCommands } from '../system/opsCommands';
import { verificationOpsCommands } from '../verification/opsCommands';
import type { OpsCommand } from './registry';

export const opsCommands: readonly OpsCommand[] = [...systemOpsCommands, ...memberOpsCommands, ...verificationOpsCommands, ...ledgerOpsCommands];
