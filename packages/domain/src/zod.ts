import { z } from 'zod';

// Every message zod writes by itself (wrong types, missing fields) is shown to Spanish-speaking users.
z.config(z.locales.es());

export { z };
