import { availableParallelism } from 'node:os';
import { hash, verify } from '@node-rs/argon2';

// OWASP's argon2id baseline: 19 MiB, 2 iterations, 1 lane. @node-rs/argon2 hashes on libuv's thread pool.
// algorithm 2 is Argon2id (the package's const enum cannot be imported under verbatimModuleSyntax).
const options = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 };

// A registration rush must not starve every other request: at most (cores − 1) hashes run at once, so one
// core is left for the event loop. Measured with `npm run bench` (docs/reliability.md).
const slots = Math.max(1, availableParallelism() - 1);
let running = 0;
const waiting: (() => void)[] = [];

async function oneAtATimePerCore<T>(work: () => Promise<T>): Promise<T> {
  if (running < slots) running += 1;
  else await new Promise<void>((resolve) => waiting.push(resolve)); // the slot is handed over, not re-counted
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}

export function hashPassword(password: string): Promise<string> {
  return oneAtATimePerCore(() => hash(password, options));
}

// A password the server generates (decision 016: some 60 random bits) needs no human-password work factor to
// resist guessing; an eighth of the cost (measured) lets an import hash thousands of them without holding the pool.
const generatedOptions = { algorithm: 2, memoryCost: 4096, timeCost: 1, parallelism: 1 };

/** Hashes a password the server generated at random (never one a person chose). */
export function hashGeneratedPassword(password: string): Promise<string> {
  return oneAtATimePerCore(() => hash(password, generatedOptions));
}

// Verifying against this when the DNI is unknown keeps the answer time the same, so timing does not reveal
// which DNIs are registered.
const dummyHash = hash('contraseña-inexistente', options);

export async function verifyPassword(storedHash: string | null, password: string): Promise<boolean> {
  try {
    const target = storedHash ?? (await dummyHash);
    return await oneAtATimePerCore(() => verify(target, password));
  } catch {
    return false;
  }
}
