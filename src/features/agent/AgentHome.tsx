import { ScreenPlaceholder } from '../../app/ScreenPlaceholder';
import { AgentOnly } from '../auth/account/AgentOnly';

/** Agent centre (/agentHome): agents only, others go to /agent. Placeholder frame until its issue builds the content. */
export default function AgentHome() {
  return (
    <AgentOnly>
      <ScreenPlaceholder />
    </AgentOnly>
  );
}
