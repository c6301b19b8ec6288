// Password hashes: argon2id, as every account's password is stored.
import argon2 from 'argon2';

export const hashPassword = (password: string) => argon2.hash(password, { type: argon2.argon2id });
