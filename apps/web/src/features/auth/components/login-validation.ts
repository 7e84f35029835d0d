import { loginSchema } from '@carreras/domain/auth/auth.schemas';
import { zodResolver } from '@hookform/resolvers/zod';

// Its own chunk, loaded by the login form on first use (lib/lazy-resolver.ts): zod stays out of the first visit.
export const loginResolver = zodResolver(loginSchema);
