/** E2E_PORT and E2E_WEB_DIST let several runs share a machine (each with its own port, data and build). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3210);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
export const E2E_WEB_DIST = process.env.E2E_WEB_DIST ?? '';
export const E2E_ADMIN = { dni: '20999888', password: 'admin-e2e-1', nombre: 'Laura Organizadora' };
