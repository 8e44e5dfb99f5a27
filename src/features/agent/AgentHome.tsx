import { ScreenPlaceholder } from '../../app/ScreenPlaceholder';

/** Agent centre (/agentHome). Placeholder frame until its issue builds the content. */
export default function AgentHome() {
  return <ScreenPlaceholder />;
}
