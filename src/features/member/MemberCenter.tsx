import { ScreenPlaceholder } from '../../app/ScreenPlaceholder';

/** Member centre (/member). Placeholder frame until its issue builds the content. */
export default function MemberCenter() {
  return <ScreenPlaceholder />;
}
