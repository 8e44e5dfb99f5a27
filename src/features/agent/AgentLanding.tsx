import { ScreenPlaceholder } from '../../app/ScreenPlaceholder';

/** Agent login landing page (/agent). Placeholder frame until its issue builds the content. */
export default function AgentLanding() {
  return <ScreenPlaceholder />;
}
