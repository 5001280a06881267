/** The staff member behind the request's editor session cookie, for the editor's pages and actions. */
import 'server-only';
import { cookies } from 'next/headers';
import { getDb } from '../db/client';
import { staffForSession, type SessionStaff } from './sessions';
import { sessionCookieName } from './session-cookie';

export async function currentStaff(): Promise<SessionStaff | null> {
  const token = (await cookies()).get(sessionCookieName('staff'))?.value;
  if (!token || !process.env.DATABASE_URL) return null;
  return staffForSession(getDb().db, token, new Date());
}
