import { ScreenPlaceholder } from '../../app/ScreenPlaceholder';

/** Lottery pages (/lottery, /seaLottery, /vnLottery; ?gameCode=). Placeholder frame until its issue builds the content. */
export default function Lottery() {
  return <ScreenPlaceholder />;
}
