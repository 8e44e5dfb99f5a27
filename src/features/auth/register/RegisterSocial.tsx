import { FormMessage } from '../login/FormMessage';
import { useLoginAttempt } from '../login/useLoginAttempt';
import type { LoginOutcome } from '../loginFlow';
import { SocialButtons } from '../social/SocialButtons';

/**
 * The register popup's optional social sign-in: the login side's Google / Facebook
 * buttons through Firebase, shown only when the site configuration enables them. The server
 * signs in the account linked to the provider's verified e-mail or phone number; a sign-in with
 * no such account is told to register first.
 */
export function RegisterSocial({ onDone }: { onDone: (outcome: LoginOutcome) => void }) {
  const attempt = useLoginAttempt();
  return (
    <>
      <SocialButtons attempt={attempt} onDone={onDone} />
      <FormMessage message={attempt.message} />
    </>
  );
}
