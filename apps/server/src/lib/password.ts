import { hash, verify } from '@node-rs/argon2';

// OWASP's argon2id baseline: 19 MiB, 2 iterations, 1 lane. @node-rs/argon2 hashes on libuv's thread pool.
// algorithm 2 is Argon2id (the package's const enum cannot be imported under verbatimModuleSyntax).
const options = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

// Verifying against this when the DNI is unknown keeps the answer time the same, so timing does not reveal
// which DNIs are registered.
const dummyHash = hash('contraseña-inexistente', options);

export async function verifyPassword(storedHash: string | null, password: string): Promise<boolean> {
  try {
    return await verify(storedHash ?? (await dummyHash), password);
  } catch {
    return false;
  }
}
