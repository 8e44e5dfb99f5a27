import { ScreenPlaceholder } from '../../app/ScreenPlaceholder';

/** Promotions (/promotions). Placeholder frame until its issue builds the content. */
export default function Promotions() {
  return <ScreenPlaceholder />;
}
