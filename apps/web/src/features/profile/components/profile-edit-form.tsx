import { messages } from '@carreras/domain/messages';
import { formatPhone } from '@carreras/domain/runners/phone-number';
import { type Runner, updateProfileSchema } from '@carreras/domain/runners/runner.schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Stack } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { RunnerDataFields } from '../../../components/runner-data-fields.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { applyServerFieldErrors, birthDateAtNoonUtc } from '../../../lib/form-errors.ts';
import { notify } from '../../../lib/notify.ts';
import { storedToken } from '../../../lib/session-storage.ts';
import { useUpdateProfile } from '../api/update-profile.ts';

type FormInput = z.input<typeof updateProfileSchema>;
type FormOutput = z.output<typeof updateProfileSchema>;

export const profileMessages = {
  userUnknown: 'Usuario no identificado',
  updateError: 'Error al actualizar el perfil',
  updated: 'Perfil actualizado correctamente',
  categoryWarning: 'Importante: si cambiás tu fecha de nacimiento o tu sexo, tu categoría en la carrera puede cambiar.',
} as const;

const formFields = Object.keys(updateProfileSchema.shape);

interface ProfileEditFormProps {
  runner: Runner | null;
  onDone: () => void;
}

export function ProfileEditForm({ runner, onDone }: ProfileEditFormProps) {
  const update = useUpdateProfile(runner?.id ?? 0);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(updateProfileSchema),
    defaultValues: {
      nombre: runner?.nombre ?? '',
      apellido: runner?.apellido ?? '',
      sexo: runner?.sexo,
      fechaNacimiento: runner?.fechaNacimiento ?? '',
      email: runner?.email ?? '',
      whatsapp: formatPhone(runner?.whatsapp ?? ''),
      telefono: formatPhone(runner?.telefono ?? ''),
      pais: runner?.pais ?? '',
      provincia: runner?.provincia ?? '',
      obraSocial: runner?.obraSocial ?? '',
      grupoSanguineo: runner?.grupoSanguineo,
      alergia: runner?.alergia ?? '',
      club: runner?.club ?? '',
    },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    if (!runner) {
      setFailure(profileMessages.userUnknown);
      return;
    }
    if (!storedToken('runner')) {
      setFailure(messages.unauthenticated);
      return;
    }
    try {
      await update.mutateAsync({ ...values, fechaNacimiento: birthDateAtNoonUtc(values.fechaNacimiento) });
      notify.success(profileMessages.updated);
      onDone();
    } catch (error) {
      applyServerFieldErrors(error, form.setError, formFields);
      const message = errorMessage(error, profileMessages.updateError);
      setFailure(message);
      notify.error(message);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Editar perfil">
      <Stack gap="md">
        <Alert color="yellow" title="Atención">
          {profileMessages.categoryWarning}
        </Alert>
        <RunnerDataFields register={form.register} control={form.control} errors={errors} />
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm" grow preventGrowOverflow={false}>
          <Button variant="default" onClick={onDone} disabled={isSubmitting}>
            Cancelar
          </Button>
          <Button type="submit" loading={isSubmitting}>
            Guardar Cambios
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
