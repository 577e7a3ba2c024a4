/** argon2id with the OWASP minimum (19 MiB, 2 passes, 1 lane), via @node-rs/argon2. */
import { type Algorithm, hash, verify } from '@node-rs/argon2';

const ARGON2ID_OPTIONS = {
  // Algorithm.Argon2id: a const enum, which isolated modules cannot read from a declaration file.
  algorithm: 2 as Algorithm,
  memoryCost: 19 * 1024,
  timeCost: 2,
  parallelism: 1,
};

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(passwordHash: string, password: string): Promise<boolean>;
}

export const argon2idHasher: PasswordHasher = {
  hash: (password) => hash(password, ARGON2ID_OPTIONS),
  async verify(passwordHash, password) {
    try {
      return await verify(passwordHash, password);
    } catch {
      // A damaged stored hash verifies nothing.
      return false;
    }
  },
};
