import { ScreenPlaceholder } from '../../app/ScreenPlaceholder';

/** Help only (/helpmc). Placeholder frame until its issue builds the content. */
export default function HelpPage() {
  return <ScreenPlaceholder />;
}
