import { createAdminSchema } from '@carreras/domain/admins/admin-account.schemas';
import type { Admin } from '@carreras/domain/auth/auth.schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Loader,
  Modal,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { DataTable, RowActions } from '../../../components/data-table.tsx';
import { FormActions } from '../../../components/form-actions.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/notify.ts';
import { usePasswordReset } from '../../../lib/use-password-reset.ts';
import {
  useAdminAccounts,
  useCreateAdminAccount,
  useResetAdminPassword,
  useSetAdminActive,
} from '../api/admin-accounts.ts';
import { ClearLoginFailures } from './clear-login-failures.tsx';

type CreateInput = z.input<typeof createAdminSchema>;
type CreateOutput = z.output<typeof createAdminSchema>;

function CreateAdminForm() {
  const create = useCreateAdminAccount();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<CreateInput, unknown, CreateOutput>({
    resolver: zodResolver(createAdminSchema),
    defaultValues: { dni: '', nombre: '', password: '', role: 'admin' },
  });
  const { errors, isSubmitting } = form.formState;

  return (
    <Card withBorder padding="lg">
      <form
        noValidate
        onSubmit={form.handleSubmit(async (values) => {
          setServerError(null);
          try {
            await create.mutateAsync(values);
            notify.success('Administrador creado correctamente');
            form.reset();
          } catch (error) {
            setServerError(errorMessage(error, 'Error al crear el administrador'));
          }
        })}
      >
        <Stack>
          <Text fw={700} component="h2">
            Nuevo administrador
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="DNI" {...form.register('dni')} error={errors.dni?.message} />
            <TextInput label="Nombre" {...form.register('nombre')} error={errors.nombre?.message} />
            <TextInput
              label="Contraseña inicial"
              autoComplete="off"
              {...form.register('password')}
              error={errors.password?.message}
            />
            <Controller
              control={form.control}
              name="role"
              render={({ field }) => (
                <Select
                  label="Rol"
                  data={[
                    { value: 'admin', label: 'Admin' },
                    { value: 'super_admin', label: 'Super Admin' },
                  ]}
                  value={field.value ?? 'admin'}
                  onChange={(value) => field.onChange(value ?? 'admin')}
                  allowDeselect={false}
                />
              )}
            />
          </SimpleGrid>
          {serverError && (
            <Alert color="red" role="alert">
              {serverError}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? 'Guardando...' : 'Crear administrador'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}

function ResetAdminPassword({ admin, onClose }: { admin: Admin; onClose: () => void }) {
  const reset = useResetAdminPassword();
  const { password, setPassword, error, actions } = usePasswordReset({
    reset: (next) => reset.mutateAsync({ id: admin.id, password: next }),
    onDone: onClose,
  });
  return (
    <Modal opened onClose={onClose} title={`Restablecer contraseña de ${admin.nombre || admin.dni}`}>
      <Stack>
        <TextInput
          label="Nueva contraseña"
          autoComplete="off"
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          error={error}
        />
        <FormActions {...actions} />
      </Stack>
    </Modal>
  );
}

/** D14: the super_admin's list of administrators, with create, activate/deactivate and password reset. */
export function AdminAccounts({ currentAdminId }: { currentAdminId: number }) {
  const accounts = useAdminAccounts();
  const setActive = useSetAdminActive();
  const [resetFor, setResetFor] = useState<Admin | null>(null);

  const toggle = async (admin: Admin) => {
    try {
      await setActive.mutateAsync({ id: admin.id, activo: !admin.activo });
      notify.success(admin.activo ? 'Administrador desactivado' : 'Administrador activado');
    } catch (error) {
      notify.error(errorMessage(error, 'Error al actualizar el administrador'));
    }
  };

  return (
    <Stack gap="lg">
      <CreateAdminForm />
      <ClearLoginFailures />
      {accounts.isPending && <Loader aria-label="Cargando" />}
      {accounts.isError && (
        <Alert color="red" role="alert">
          {errorMessage(accounts.error, 'Error al cargar los administradores')}
        </Alert>
      )}
      {accounts.data && (
        <DataTable
          rows={accounts.data}
          rowKey={(admin) => admin.id}
          columns={[
            { header: 'Nombre', cell: (admin) => admin.nombre || 'Administrador' },
            { header: 'DNI', cell: (admin) => admin.dni },
            { header: 'Rol', cell: (admin) => (admin.role === 'super_admin' ? 'Super Admin' : 'Admin') },
            {
              header: 'Estado',
              cell: (admin) => (
                <Badge color={admin.activo ? 'monte' : 'gray.8'} variant="filled">
                  {admin.activo ? 'Activo' : 'Inactivo'}
                </Badge>
              ),
            },
            {
              header: 'Acciones',
              cell: (admin) => (
                <RowActions>
                  <Button
                    size="xs"
                    variant="default"
                    disabled={admin.id === currentAdminId || setActive.isPending}
                    onClick={() => toggle(admin)}
                  >
                    {admin.activo ? 'Desactivar' : 'Activar'}
                  </Button>
                  <Button size="xs" variant="light" onClick={() => setResetFor(admin)}>
                    Restablecer contraseña
                  </Button>
                </RowActions>
              ),
            },
          ]}
        />
      )}
      {resetFor && <ResetAdminPassword admin={resetFor} onClose={() => setResetFor(null)} />}
    </Stack>
  );
}
