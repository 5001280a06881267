/** The owner behind the request's session cookie, for portal pages and actions. */
import 'server-only';
import { cookies } from 'next/headers';
import { getDb } from '../db/client';
import { ownerForSession, type SessionOwner } from './sessions';
import { sessionCookieName } from './session-cookie';

export async function currentOwner(): Promise<SessionOwner | null> {
  const token = (await cookies()).get(sessionCookieName())?.value;
  return token ? ownerForSession(getDb().db, token, new Date()) : null;
}
