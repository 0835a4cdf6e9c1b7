import { isStaff } from '@ncr/shared/enums';
import { type AuthResponse, fullNameSchema, type SessionUser, type SignupRole } from '@ncr/shared/schemas/auth';
import { NAME_CONTROL_MESSAGE } from '@ncr/shared/schemas/text';
import type { FastifyInstance } from 'fastify';
import { badRequest, forbidden } from '~/lib/http-error';
import { authRepository, isUniqueViolation, type UserRow } from './auth.repository';

export const STAFF_USE_ADMIN_LOGIN = 'Staff accounts sign in with e-mail and password on the Admin Login page.';
export const REGISTRATION_CLOSED = 'New account registration is closed at the moment. Please try again later.';
export const NAME_REQUIRED = 'Enter your full name to create your account.';

export function toSessionUser(row: UserRow): SessionUser {
  return { id: row.id, role: row.role, fullName: row.fullName, mobile: row.mobile, email: row.email };
}

export async function issueSession(app: FastifyInstance, row: UserRow): Promise<AuthResponse> {
  const token = await app.tokens.sign({ id: row.id, role: row.role, tokenVersion: row.tokenVersion });
  return { token, user: toSessionUser(row) };
}

export interface MemberIdentity {
  mobile?: string | null;
  email?: string | null;
}

export async function findMember(app: FastifyInstance, identity: MemberIdentity): Promise<UserRow | null> {
  if (identity.mobile) {
    const byMobile = await authRepository.findLiveByMobile(app.db, identity.mobile);
    if (byMobile) return byMobile;
  }
  if (identity.email) return authRepository.findLiveByEmail(app.db, identity.email);
  return null;
}

/**
 * What must hold before a proven identity may sign in: staff never sign in this way, and an
 * unknown identity needs open registration and a name. Checked before the code is used up, so
 * the person can add a missing name and try the same code again.
 */
export async function checkSignIn(app: FastifyInstance, existing: UserRow | null, fullName: string | undefined): Promise<string | null> {
  if (existing) {
    if (isStaff(existing.role)) throw forbidden(STAFF_USE_ADMIN_LOGIN);
    return null;
  }
  const settings = await app.settingsStore.get();
  if (!settings.enableUserRegistration) throw forbidden(REGISTRATION_CLOSED);
  const name = fullNameSchema.safeParse(fullName ?? '');
  if (!name.success) {
    // A name with a line break (typed, or from the phone.email account) is refused as such.
    throw badRequest(
      name.error.issues.some((i) => i.message === NAME_CONTROL_MESSAGE) ? `fullName: ${NAME_CONTROL_MESSAGE}` : NAME_REQUIRED,
    );
  }
  return name.data;
}

/**
 * Signs a proven identity in: a known account keeps its own role; an unknown one becomes a new
 * account with the chosen role and name (signup), announced as 'user.registered'.
 */
export async function signInMember(
  app: FastifyInstance,
  identity: MemberIdentity,
  existing: UserRow | null,
  role: SignupRole,
  fullName: string | null,
): Promise<AuthResponse> {
  if (existing) return issueSession(app, existing);
  try {
    const created = await authRepository.createUser(app.db, {
      role,
      fullName: fullName ?? '',
      mobile: identity.mobile ?? null,
      email: identity.email ?? null,
    });
    app.events.emit('user.registered', { userId: created.id, role: created.role, fullName: created.fullName });
    return issueSession(app, created);
  } catch (error) {
    // Two sign-ups for the same number at once: the loser signs in to the winner's account.
    if (!isUniqueViolation(error)) throw error;
    const winner = await findMember(app, identity);
    if (!winner || isStaff(winner.role)) throw error;
    return issueSession(app, winner);
  }
}
