import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { errorMessage } from '../lib/api-client.ts';

interface LoadFailureProps {
  title: string;
  error: unknown;
  /** The screen's text when the server gave no reason (see errorMessage). */
  fallback: string;
  /** Offers 'Reintentar' when given. */
  onRetry?: () => void;
  /** Gray for an answer that is not a failure (nothing there), red otherwise. */
  color?: 'red' | 'gray';
  /** More ways out, beside 'Reintentar'. */
  children?: ReactNode;
}

/** A read that failed: what went wrong, and a way to try again. */
export function LoadFailure({ title, error, fallback, onRetry, color = 'red', children }: LoadFailureProps) {
  const retry = onRetry && (
    <Button variant="light" onClick={onRetry}>
      Reintentar
    </Button>
  );
  return (
    <Alert color={color} role="alert" title={title}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{errorMessage(error, fallback)}</Text>
        {children ? (
          <Group>
            {retry}
            {children}
          </Group>
        ) : (
          retry
        )}
      </Stack>
    </Alert>
  );
}
