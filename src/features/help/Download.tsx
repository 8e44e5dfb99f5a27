import { ScreenPlaceholder } from '../../app/ScreenPlaceholder';

/** App download (/down). Placeholder frame until its issue builds the content. */
export default function Download() {
  return <ScreenPlaceholder />;
}
