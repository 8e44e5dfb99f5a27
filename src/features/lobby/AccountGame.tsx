import { ScreenPlaceholder } from '../../app/ScreenPlaceholder';

/** The member's favourite (/favorite) or recent (/recent) games. Placeholder frame until its issue builds the content. */
export default function AccountGame() {
  return <ScreenPlaceholder />;
}
