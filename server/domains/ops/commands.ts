/** Every operator command, from every domain. */
import { systemOpsCommands } from '../system/opsCommands';
import type { OpsCommand } from './registry';

export const opsCommands: readonly OpsCommand[] = [...systemOpsCommands];
