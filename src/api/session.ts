import * as v from 'valibot';
import { csrfAnswerSchema, type TokenAnswer, tokenAnswerSchema } from '../contract/session.ts';
import {
  CLIENT_TYPE,
  type Credentials,
  type LoginErrorCode,
  type LoginFailure,
  loginErrorCode,
  type RegistrationDetails,
  type RegistrationErrorCode,
  type RegistrationFailure,
  type TokenGrant,
} from '../domain/session.ts';
import { type ApiClient, appClient, type CallOptions } from './client.ts';
import { ApiError } from './errors.ts';

export type { Credentials, TokenGrant };

/**
 * The token service (doc 1 §7.2; the contract is docs/api/session.md): `/api/token-client-{env}/v1/...`,
 * every call with `?clientType=WEB_APP`. Its calls skip the call layer's status rules (a 401 here is
 * wrong credentials or an ended session, a 403 a stale csrf value, and the refresh must not refresh itself)
 * and never wait for the session, which they are what starts. Their answers are src/contract/session.ts.
 */
const TOKEN_SERVICE = { service: 'token-client', version: 1 } as const;

/** `RegistrationRequest` (doc 1 §3, §5). */
export type RegistrationRequest = RegistrationDetails;

export interface PasswordResetCompletion {
  /** From the reset link's `token` query value. */
  token: string;
  password: string;
}

const emptyAnswerSchema = v.undefined();
const acceptedAnswerSchema = v.looseObject({});

/** A sign-in the token service refused, by the codes of doc 1 §6 and §8. */
export class LoginError extends Error implements LoginFailure {
  override readonly name = 'LoginError';

  constructor(
    readonly code: LoginErrorCode,
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

/** A registration the token service refused: invalid fields, or the refusal of docs/api/session.md. */
export class RegistrationError extends Error implements RegistrationFailure {
  override readonly name = 'RegistrationError';

  constructor(
    readonly code: RegistrationErrorCode,
    message: string,
    readonly fields: Readonly<Record<string, string>>,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

function messageOf(error: ApiError): string {
  const { body } = error;
  return typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string'
    ? body.message
    : '';
}

function fieldsOf(error: ApiError): Record<string, string> {
  const { body } = error;
  if (typeof body !== 'object' || body === null || !('fields' in body)) return {};
  const { fields } = body;
  if (typeof fields !== 'object' || fields === null) return {};
  return Object.fromEntries(
    Object.entries(fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

const isApiError = (error: unknown, status: number, type?: string): error is ApiError =>
  error instanceof ApiError && error.status === status && (type === undefined || error.type === type);

/** The token service's calls, on the given call layer. The app uses `tokenService`, on the app's. */
export function createTokenService(client: ApiClient = appClient) {
  let csrf: Promise<string> | undefined;

  function tokenCall<TSchema extends v.GenericSchema>(
    endpoint: string,
    options: Omit<CallOptions<TSchema>, 'service' | 'version' | 'endpoint'>,
  ) {
    return client.call({
      ...TOKEN_SERVICE,
      endpoint,
      ...options,
      searchParams: { clientType: CLIENT_TYPE, ...options.searchParams },
      needsSession: false,
      withoutStatusRules: true,
    });
  }

  /** GET csrf: a new double-submit value, also set as the `csrf_token` cookie. */
  function fetchCsrf(): Promise<string> {
    const fetched = tokenCall('csrf', { schema: csrfAnswerSchema }).then((answer) => answer.csrf);
    csrf = fetched;
    fetched.catch(() => {
      if (csrf === fetched) csrf = undefined;
    });
    return fetched;
  }

  /**
   * A POST with the csrf header. A 403 CSRF_INVALID means the value is stale (a logout clears the cookie):
   * a fresh one is fetched and the call made once more.
   */
  async function post<TSchema extends v.GenericSchema>(
    endpoint: string,
    schema: TSchema,
    options: Pick<CallOptions<TSchema>, 'json' | 'searchParams'> = {},
  ): Promise<v.InferOutput<TSchema>> {
    for (let attempt = 1; ; attempt++) {
      const pending = csrf ?? fetchCsrf();
      try {
        return await tokenCall(endpoint, {
          ...options,
          method: 'POST',
          headers: { 'x-csrf-token': await pending },
          schema,
        });
      } catch (error) {
        if (attempt > 1 || !isApiError(error, 403, 'CSRF_INVALID')) throw error;
        if (csrf === pending) csrf = undefined;
      }
    }
  }

  const grant = (answer: TokenAnswer): TokenGrant => ({ accessToken: answer.accessToken });

  /** POST token: exchanges the `session` cookie for an access token (a new anonymous session without one). */
  async function exchangeToken(): Promise<TokenGrant> {
    return grant(await post('token', tokenAnswerSchema));
  }

  return {
    fetchCsrf,
    exchangeToken,

    /**
     * The session at app start (doc 1 §4 Startup): a fresh csrf value, then the token exchange. A session
     * cookie the server no longer knows (401 SESSION_EXPIRED) has been cleared by that answer, so the
     * exchange is made once more and starts an anonymous session.
     */
    async startSession(): Promise<TokenGrant> {
      await fetchCsrf();
      try {
        return await exchangeToken();
      } catch (error) {
        if (!isApiError(error, 401)) throw error;
        return exchangeToken();
      }
    },

    /** POST auth: signs in. Failures are LoginErrors with the codes of doc 1 §8; others are rethrown. */
    async logIn(credentials: Credentials): Promise<TokenGrant> {
      try {
        return grant(await post('auth', tokenAnswerSchema, { json: credentials }));
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        const code = loginErrorCode(error.status, error.type);
        if (code === 'UNEXPECTED') throw error;
        throw new LoginError(code, messageOf(error), { cause: error });
      }
    },

    /** POST auth?signUp=true: creates the account and signs in. */
    async register(request: RegistrationRequest): Promise<TokenGrant> {
      try {
        return grant(
          await post('auth', tokenAnswerSchema, { json: request, searchParams: { signUp: true } }),
        );
      } catch (error) {
        const code = isApiError(error, 400, 'VALIDATION')
          ? 'VALIDATION'
          : isApiError(error, 409, 'REGISTRATION_REFUSED')
            ? 'REGISTRATION_REFUSED'
            : isApiError(error, 429)
              ? 'THROTTLED'
              : undefined;
        if (!code || !(error instanceof ApiError)) throw error;
        throw new RegistrationError(code, messageOf(error), fieldsOf(error), { cause: error });
      }
    },

    /**
     * POST logout (the API variant): the server revokes the session and clears its cookies. A 401 means
     * there was no session left to end, which is what logging out wants (doc 1 §7.2 "401 ... handled").
     */
    async logOut(): Promise<void> {
      try {
        await post('logout', emptyAnswerSchema);
      } catch (error) {
        if (!isApiError(error, 401)) throw error;
      }
      csrf = undefined;
    },

    /** POST password-reset: always accepted, so that no one learns which emails have accounts. */
    async requestPasswordReset(email: string): Promise<void> {
      await post('password-reset', acceptedAnswerSchema, { json: { email } });
    },

    /**
     * POST password-reset/complete. An ApiError 400 `VALIDATION` (with `fields`) for a weak password, or 410
     * `RESET_LINK_EXPIRED` for a used, unknown or expired link.
     */
    async completePasswordReset(completion: PasswordResetCompletion): Promise<void> {
      await post('password-reset/complete', emptyAnswerSchema, { json: completion });
    },

    /** POST sign-on-as-customer: staff with SIGN_ON_AS_CUSTOMER act on behalf of a customer. */
    async signOnAsCustomer(customerId: number): Promise<TokenGrant> {
      return grant(await post('sign-on-as-customer', tokenAnswerSchema, { json: { customerId } }));
    },

    /** POST return-to-admin: back to the staff member's own session; the on-behalf one is revoked. */
    async returnToAdmin(): Promise<TokenGrant> {
      return grant(await post('return-to-admin', tokenAnswerSchema));
    },
  };
}

export type TokenService = ReturnType<typeof createTokenService>;

/** The token service on the app's call layer. */
export const tokenService: TokenService = createTokenService();

/** A reset-password link that is used, unknown or expired (doc 1 §2.4: the page goes to forgot-password/expired). */
export function isResetLinkExpired(error: unknown): boolean {
  return isApiError(error, 410);
}
