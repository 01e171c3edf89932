import { hash, verify } from '@node-rs/argon2';

/** argon2id with the OWASP-recommended minimum cost (19 MiB, 2 passes). */
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** Hashes a password with argon2id; the result embeds its salt and parameters. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

let dummyHash: Promise<string> | undefined;

/**
 * Checks a password against a stored hash. With no hash (unknown user) it still spends the
 * time of one verification, so answers do not reveal which logins exist.
 */
export async function verifyPassword(storedHash: string | undefined, password: string) {
  if (!storedHash) {
    dummyHash ??= hashPassword('plotline-dummy-password');
    await verify(await dummyHash, password);
    return false;
  }
  return verify(storedHash, password);
}
