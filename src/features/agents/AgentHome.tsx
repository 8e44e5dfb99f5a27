import { AgentOnly } from '../auth/account/AgentOnly';
import { AgentCentre } from './AgentCentre';

/** Agent centre (/agentHome): agents only, others go to /agent. */
export default function AgentHome() {
  return (
    <AgentOnly>
      <AgentCentre />
    </AgentOnly>
  );
}
