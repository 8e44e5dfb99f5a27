/**
 * One login attempt from any form (username, SMS, social, agent page): the call, then either
 * the session flow (completeLogin) or what the failure shows: message, captcha, or the
 * unregistered-IP challenge, which the same hook then completes.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError } from '../../../api/response';
import { useAppDispatch } from '../../../app/hooks';
import {
  AuthErrorCode,
  type LoginArgs,
  type LoginType,
  type LoginVerifyRequiredValue,
} from '../../../shared/wire/auth';
import { loginTypeOf } from '../../../shared/wire/loginType';
import { authApi, useLoginMutation, useLoginVerificationMutation } from '../authApi';
import type { LoginOutcome } from '../loginFlow';
import { completeLogin } from '../session';
import { describeLoginFailure, describeVerifyFailure, type LoginMessage } from './loginErrors';

export type LoginAttempt = {
  busy: boolean;
  /** The last failure's message, for the form (or the verification step) to show. */
  message: LoginMessage | null;
  captchaShown: boolean;
  /** Bumped after every failure while the captcha shows: each captcha works once. */
  captchaKey: number;
  challenge: LoginVerifyRequiredValue | null;
  /**
   * Sends the login; resolves with the outcome, or null when it failed (state then says why).
   * `remember`: the form's "remember" box, kept for the verification step too.
   */
  submit(args: LoginArgs, options?: { remember?: boolean }): Promise<LoginOutcome | null>;
  /** Answers the unregistered-IP challenge. */
  verify(code: string): Promise<LoginOutcome | null>;
  leaveChallenge(): void;
  clearMessage(): void;
  /**
   * Asks whether the server already wants a captcha (from this IP, for `username` when given)
   * and shows it at once, instead of after an attempt refused for the lack of one.
   */
  checkCaptcha(username?: string): Promise<void>;
};

export function useLoginAttempt(): LoginAttempt {
  const dispatch = useAppDispatch();
  const [login] = useLoginMutation();
  const [loginVerification] = useLoginVerificationMutation();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<LoginMessage | null>(null);
  const [captchaShown, setCaptchaShown] = useState(false);
  const [captchaKey, setCaptchaKey] = useState(0);
  const [challenge, setChallenge] = useState<LoginVerifyRequiredValue | null>(null);
  const [type, setType] = useState<LoginType>('username');
  const remember = useRef(false);

  const checkCaptcha = useCallback(
    async (username?: string) => {
      const name = username?.trim();
      const result = await dispatch(
        authApi.endpoints.loginCaptcha.initiate(name ? { username: name } : {}, {
          forceRefetch: true,
          subscribe: false,
        }),
      );
      // Shown once wanted; a later "not wanted" (another username) does not hide a captcha in use.
      if (result.data?.captcha) setCaptchaShown(true);
    },
    [dispatch],
  );
  // When the popup opens: a captcha the IP already needs shows before the first attempt.
  useEffect(() => {
    let open = true;
    void dispatch(authApi.endpoints.loginCaptcha.initiate({}, { forceRefetch: true, subscribe: false })).then(
      (result) => {
        if (open && result.data?.captcha) setCaptchaShown(true);
      },
    );
    return () => {
      open = false;
    };
  }, [dispatch]);

  const finish = useCallback(
    async (value: Parameters<typeof completeLogin>[0]['value'], via: LoginType) => {
      setMessage(null);
      setChallenge(null);
      return dispatch(completeLogin({ value, via, remember: remember.current })).unwrap();
    },
    [dispatch],
  );

  const submit = useCallback(
    async (args: LoginArgs, options: { remember?: boolean } = {}) => {
      setBusy(true);
      const via = loginTypeOf(args.type);
      setType(via);
      remember.current = options.remember ?? false;
      try {
        const result = await login(args);
        if (result.data) return await finish(result.data, via);
        if (!isApiError(result.error)) return null;
        const failure = describeLoginFailure(result.error, via);
        setMessage(failure.message);
        setChallenge(failure.challenge);
        // A captcha is used up by any attempt that carried one, right or wrong.
        if (failure.captcha || args.captcha !== null) {
          setCaptchaShown((shown) => shown || failure.captcha);
          setCaptchaKey((key) => key + 1);
        }
        return null;
      } finally {
        setBusy(false);
      }
    },
    [login, finish],
  );

  const verify = useCallback(
    async (code: string) => {
      if (!challenge) return null;
      setBusy(true);
      try {
        const result = await loginVerification({ challengeId: challenge.challengeId, code: code.trim() });
        if (result.data) return await finish(result.data, type);
        if (!isApiError(result.error)) return null;
        setMessage(describeVerifyFailure(result.error));
        // Expired, used up or too many wrong answers: back to the login form with the reason.
        if (result.error.errorCode !== AuthErrorCode.verifyFailed) setChallenge(null);
        return null;
      } finally {
        setBusy(false);
      }
    },
    [challenge, loginVerification, finish, type],
  );

  return {
    busy,
    message,
    captchaShown,
    captchaKey,
    challenge,
    submit,
    verify,
    leaveChallenge: useCallback(() => {
      setChallenge(null);
      setMessage(null);
    }, []),
    clearMessage: useCallback(() => setMessage(null), []),
    checkCaptcha,
  };
}
