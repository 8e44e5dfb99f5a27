/**
 * Unit-test setup. Testing Library's find* and waitFor give up after 1 s by default; on a busy
 * two-core machine a lazily loaded dialog catalog can take longer than that to arrive. This is
 * a ceiling on waiting, not a timing assertion: a passing test still returns as soon as the
 * element shows.
 */
import { configure } from '@testing-library/dom';

configure({ asyncUtilTimeout: 10_000 });
