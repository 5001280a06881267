import 'server-only';
import { logSecurityEvent } from '../security-log';
import type { SessionStaff } from './sessions';

/** `staff` when an admin; null for an editor, whose refused attempt at admin-only `action` is logged. */
export function adminOrRefused(staff: SessionStaff, action: string): SessionStaff | null {
  if (staff.role === 'admin') return staff;
  logSecurityEvent('admin-action-refused', { realm: 'staff', staffId: staff.id, role: staff.role, action });
  return null;
}
