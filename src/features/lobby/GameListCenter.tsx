import { ScreenPlaceholder } from '../../app/ScreenPlaceholder';

/** Game list centre by gameType (/live, /fish, /rng?vassalage=, /pvp). Placeholder frame until its issue builds the content. */
export default function GameListCenter() {
  return <ScreenPlaceholder />;
}
