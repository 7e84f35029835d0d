import { registerRunnerFormSchema } from '@carreras/domain/runners/runner.schemas';
import { zodResolver } from '@hookform/resolvers/zod';

// Its own chunk, loaded by the registration form on first use (lib/lazy-resolver.ts): zod stays out of the
// first visit.
export const registrationResolver = zodResolver(registerRunnerFormSchema);

// Used by the submit, which only runs once the validation passed: they travel in this chunk too.
export { applyServerFieldErrors, birthDateAtNoonUtc } from '../../../lib/form-errors.ts';
