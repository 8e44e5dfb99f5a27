/** Bad input on the session, verification and captcha routes (see authFuzz.ts). */
import { fuzzRoutes, SESSION_ROUTES } from './authFuzz';

fuzzRoutes('bad input on the session routes', SESSION_ROUTES);
