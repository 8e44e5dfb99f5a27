import { ScreenPlaceholder } from '../../app/ScreenPlaceholder';

/** Game centre by gameType (/sports, /esports, /lott, /elott). Placeholder frame until its issue builds the content. */
export default function GameCenter() {
  return <ScreenPlaceholder />;
}
