import { hash, verify } from '@node-rs/argon2';

/**
 * argon2id with OWASP's minimum parameters (19 MiB, 2 passes, 1 lane). Passwords are 8 to 64
 * characters of any Unicode (the request schema checks the length) and are hashed whole, never
 * truncated (QUALITY.md item 11).
 */
const OPTIONS = { algorithm: 2 /* Algorithm.Argon2id */, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password.normalize('NFC'), OPTIONS);
}

/** A hash of nothing anyone can type, verified when there is no account, so both cases cost the same. */
let dummyHash: Promise<string> | undefined;

/** Checks a password; with `null` (no account, or an account without a password) it still spends the time and fails. */
export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  dummyHash ??= hashPassword('\u0000 no account \u0000');
  const target = passwordHash ?? (await dummyHash);
  const ok = await verify(target, password.normalize('NFC')).catch(() => false);
  return ok && passwordHash !== null;
}
