import { randomInt } from 'node:crypto';
import { type Role, rolesOf } from '@site/contracts/api/roles';
import type { ProfileInput, UserInfo } from '@site/contracts/api/user';
import type { Queryable } from '../db/database.js';
import type { Locale } from '../lib/i18n.js';
import { type Translations, inLocale } from '../lib/translations.js';
import { hashPassword, needsRehash } from './password.js';

/** Profile fields an account may edit itself: API name -> column. */
export const EDITABLE_PROFILE_FIELDS = {
  name: 'name',
  avatar: 'avatar',
  job: 'job',
  organization: 'organization',
  location: 'location',
  email: 'email',
  introduction: 'introduction',
  personalWebsite: 'personal_website',
  jobName: 'job_name',
  organizationName: 'organization_name',
  locationName: 'location_name',
  phone: 'phone',
} as const satisfies Record<keyof ProfileInput, string>;

export type EditableProfileField = keyof typeof EDITABLE_PROFILE_FIELDS;

export const USER_INFO_COLUMNS = `name, avatar, job, organization, location, email, introduction, personal_website,
  job_name, organization_name, location_name, phone, registration_date, account_id, certification, translations`;

export interface UserInfoRow {
  name: string;
  avatar: string;
  job: string;
  organization: string;
  location: string;
  email: string;
  introduction: string;
  personal_website: string;
  job_name: string;
  organization_name: string;
  location_name: string;
  phone: string;
  registration_date: Date;
  account_id: string;
  certification: number;
  /** The profile's texts in the console's other languages (demo accounts). */
  translations: Translations;
}

/**
 * The account as its session sees it, in the caller's language: `role` the session acts in, `accountRole` the
 * account's own.
 */
export function toUserInfo(row: UserInfoRow, role: Role, accountRole: Role, locale: Locale): UserInfo {
  const texts = inLocale(
    {
      name: row.name,
      introduction: row.introduction,
      jobName: row.job_name,
      organizationName: row.organization_name,
      locationName: row.location_name,
    },
    row.translations,
    locale,
  );
  return {
    ...texts,
    avatar: row.avatar,
    job: row.job,
    organization: row.organization,
    location: row.location,
    email: row.email,
    personalWebsite: row.personal_website,
    phone: row.phone,
    registrationDate: row.registration_date.toISOString(),
    accountId: row.account_id,
    certification: row.certification,
    role,
    roles: rolesOf(accountRole),
  };
}

export interface NewUser {
  username: string;
  password: string;
  role: Role;
  profile?: Partial<Record<EditableProfileField, string>> & { certification?: number };
  /** The profile's texts in the console's other languages (the demo accounts'). */
  translations?: Translations;
}

function newAccountId(): string {
  return String(randomInt(10_000_000, 99_999_999));
}

/** Creates the account, or sets the password and role of the one with that username. Returns its id. */
export async function upsertUser(db: Queryable, user: NewUser): Promise<number> {
  const passwordHash = await hashPassword(user.password);
  const created = await insertUser(db, user, passwordHash);
  if (created !== undefined) return created;
  const rows = await db.query<{ id: number }>(
    `UPDATE users SET password_hash = $2, role = $3, updated_at = now()
      WHERE lower(username) = lower($1) RETURNING id`,
    [user.username, passwordHash, user.role],
  );
  return rows[0]!.id;
}

/**
 * Creates the account unless one with that username (in any case) exists, which is left untouched. Returns the new
 * id, or undefined. Safe when several instances start at once: the unique index decides, nobody fails.
 */
export async function createUserIfMissing(db: Queryable, user: NewUser): Promise<number | undefined> {
  return insertUser(db, user, await hashPassword(user.password));
}

/**
 * Creates the account with a password already hashed (an approved account request carries the hash of the password
 * its requester chose), unless the username is taken. Returns the new id, or undefined.
 */
export async function createUserWithHash(
  db: Queryable,
  user: Omit<NewUser, 'password'>,
  passwordHash: string,
): Promise<number | undefined> {
  return insertUser(db, user, passwordHash);
}

async function insertUser(
  db: Queryable,
  user: Omit<NewUser, 'password'>,
  passwordHash: string,
): Promise<number | undefined> {
  const profile = user.profile ?? {};
  const fields = Object.keys(profile).filter((k): k is EditableProfileField => k in EDITABLE_PROFILE_FIELDS);
  const columns = [
    'username',
    'password_hash',
    'role',
    'account_id',
    'certification',
    'translations',
    ...fields.map((f) => EDITABLE_PROFILE_FIELDS[f]),
  ];
  const values = [
    user.username,
    passwordHash,
    user.role,
    newAccountId(),
    profile.certification ?? 0,
    JSON.stringify(user.translations ?? {}),
    ...fields.map((f) => profile[f]),
  ];
  const rows = await db.query<{ id: number }>(
    `INSERT INTO users (${columns.join(', ')}) VALUES (${columns.map((column, i) => `$${i + 1}${column === 'translations' ? '::jsonb' : ''}`).join(', ')})
     ON CONFLICT ((lower(username))) DO NOTHING RETURNING id`,
    values,
  );
  return rows[0]?.id;
}

/**
 * After a successful login with `password`: replaces a hash weaker than the current cost (password.ts) with a
 * current one. Only a login knows the password itself, so this is where an old hash can be replaced.
 */
export async function upgradePasswordHashIfNeeded(
  db: Queryable,
  userId: number,
  password: string,
  storedHash: string,
): Promise<void> {
  if (!needsRehash(storedHash)) return;
  const upgraded = await hashPassword(password);
  // Only over the hash that was checked: a password changed meanwhile is not overwritten with the old one.
  await db.query('UPDATE users SET password_hash = $3 WHERE id = $1 AND password_hash = $2', [
    userId,
    storedHash,
    upgraded,
  ]);
}
