import { ScreenPlaceholder } from '../../app/ScreenPlaceholder';

/** The seamless game view (/seamless). Placeholder frame until its issue builds the content. */
export default function Seamless() {
  return <ScreenPlaceholder />;
}
