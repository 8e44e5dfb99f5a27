/** Bad input on the registration, password and member routes (see authFuzz.ts). */
import { fuzzRoutes, MEMBER_ROUTES } from './authFuzz';

fuzzRoutes('bad input on the member routes', MEMBER_ROUTES);
