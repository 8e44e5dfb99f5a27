import { HomePage } from '../home/HomePage';

/**
 * Home (/, /index, /index.html, /home, and beneath the login, register and help popups).
 * Loaded eagerly: it is the landing screen (features/home/HomePage.tsx).
 */
export default function Home() {
  return <HomePage />;
}
