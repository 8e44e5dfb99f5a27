import { ScreenPlaceholder } from '../../app/ScreenPlaceholder';

/** Points mall (/pointMall). Placeholder frame until its issue builds the content. */
export default function PointMall() {
  return <ScreenPlaceholder />;
}
