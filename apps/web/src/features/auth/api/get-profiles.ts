import type { Admin } from '@carreras/domain/auth/auth.schemas';
import type { Runner } from '@carreras/domain/runners/runner.schemas';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { storedToken } from '../../../lib/session-storage.ts';

export const runnerProfileQuery = () =>
  queryOptions({
    queryKey: ['session', 'runner'],
    queryFn: async (): Promise<Runner | null> => {
      if (!storedToken('runner')) return null;
      return apiRequest<Runner>('/auth/profile', { session: 'runner' });
    },
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

export const adminProfileQuery = () =>
  queryOptions({
    queryKey: ['session', 'admin'],
    queryFn: async (): Promise<Admin | null> => {
      if (!storedToken('admin')) return null;
      return apiRequest<Admin>('/admin/auth/profile', { session: 'admin' });
    },
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
