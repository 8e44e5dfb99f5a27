import { ScreenPlaceholder } from '../../app/ScreenPlaceholder';

/**
 * Home (/, /index, /index.html, /home, and beneath the login, register and help popups).
 * Loaded eagerly: it is the landing screen. Placeholder frame until the lobby issue.
 */
export default function Home() {
  return <ScreenPlaceholder titleKey="home" />;
}
