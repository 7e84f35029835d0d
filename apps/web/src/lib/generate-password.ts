import { GENERATED_PASSWORD_LENGTH } from '@carreras/domain/limits';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A temporary password of 8 random letters and digits (the 'Generar' button), from the browser's CSPRNG. */
export function generatePassword(length = GENERATED_PASSWORD_LENGTH): string {
  const bytes = new Uint32Array(length);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (value) => ALPHABET[value % ALPHABET.length]).join('');
}
