import { REMOTE_LIMITS, SIGN_IN_HINT_COOKIE, SIGN_IN_HINT_VALUE } from '../config.ts';
import { parseJsonWithin, readTextWithin } from '../remote-input/limits.ts';

/** The fields of the profile response the widget reads (spec 3). */
export interface Profile {
  uuid: string;
  firstName: string;
  lastName: string;
}

/** The sign-in states of spec 4. */
export type SignInState =
  { status: 'unknown' } | { status: 'logged-in'; profile: Profile } | { status: 'logged-out' } | { status: 'error' };

/** Whether the page's cookies hint a session: the hint cookie equals 'true'. */
export function hasSignInHint(cookies: string): boolean {
  return cookies
    .split(';')
    .map((pair) => pair.trim())
    .some((pair) => pair === `${SIGN_IN_HINT_COOKIE}=${SIGN_IN_HINT_VALUE}`);
}

function readProfile(data: unknown): Profile | null {
  if (typeof data !== 'object' || data === null) return null;
  const { uuid, firstName, lastName } = data as Record<string, unknown>;
  if (typeof uuid !== 'string' || !uuid) return null;
  return {
    uuid,
    firstName: typeof firstName === 'string' ? firstName : '',
    lastName: typeof lastName === 'string' ? lastName : '',
  };
}

/**
 * Asks the account service who is signed in: GET with credentials and no cache. 200 with a profile is
 * logged in; any other status is logged out; a network or CORS failure, or a 200 without a profile (or with
 * one over 64 KB or nested deeper than 16 levels), is an error. Never rejects.
 */
export async function fetchSignInState(url: string, fetchFn: typeof fetch = fetch): Promise<SignInState> {
  try {
    const response = await fetchFn(url, {
      credentials: 'include',
      cache: 'no-store',
      headers: { Accept: 'application/json' },
    });
    if (response.status !== 200) return { status: 'logged-out' };
    const text = await readTextWithin(response, REMOTE_LIMITS.profileBytes);
    const profile = readProfile(parseJsonWithin(text, REMOTE_LIMITS.profileJsonDepth));
    return profile ? { status: 'logged-in', profile } : { status: 'error' };
  } catch {
    return { status: 'error' };
  }
}

/** Up to two initials, from the first and last name. */
export function initials(profile: Pick<Profile, 'firstName' | 'lastName'>): string {
  return [profile.firstName, profile.lastName]
    .map((name) => [...name.trim()][0] ?? '')
    .join('')
    .toUpperCase();
}
