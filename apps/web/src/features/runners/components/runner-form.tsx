import { BLOOD_GROUPS } from '@carreras/domain/limits';
import { adminCreateRunnerSchema, adminUpdateRunnerSchema } from '@carreras/domain/runners/admin-runner.schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { Fieldset, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { Controller, type FieldErrors, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { DateField } from '../../../components/date-field.tsx';
import { FormActions } from '../../../components/form-actions.tsx';
import { EMPTY_RUNNER_DATA } from '../../../components/runner-data-fields.tsx';
import { TemporaryPasswordFields } from '../../../components/temporary-password-fields.tsx';
import { generatePassword } from '../../../lib/generate-password.ts';
import type { AdminCreateRunner } from '../api/save-runner.ts';

type FormInput = z.input<typeof adminCreateRunnerSchema>;
export type RunnerFormValues = AdminCreateRunner;

export const EMPTY_RUNNER: FormInput = {
  ...EMPTY_RUNNER_DATA,
  sexo: 'M',
  grupoSanguineo: EMPTY_RUNNER_DATA.grupoSanguineo as FormInput['grupoSanguineo'],
  password: '',
  requiereCambioPassword: true,
};

interface RunnerFormProps {
  mode: 'create' | 'edit';
  defaultValues: FormInput;
  serverError: string | null;
  onSubmit: (values: RunnerFormValues) => Promise<void>;
  onCancel: () => void;
}

/** The admin runner form: personal data, contact, medical and (on create) the temporary password. */
export function RunnerForm({ mode, defaultValues, serverError, onSubmit, onCancel }: RunnerFormProps) {
  const form = useForm<FormInput, unknown, RunnerFormValues>({
    // Both are the schemas the server checks with; edit has no password fields, so zod drops them from the values.
    resolver: zodResolver(mode === 'create' ? adminCreateRunnerSchema : adminUpdateRunnerSchema) as never,
    defaultValues,
  });
  const errors: FieldErrors<FormInput> = form.formState.errors;
  const { isSubmitting } = form.formState;
  const text = (name: keyof FormInput) => ({
    ...form.register(name),
    error: errors[name]?.message,
  });

  return (
    <form onSubmit={form.handleSubmit(onSubmit)} noValidate>
      <Stack gap="lg">
        <Fieldset legend="Datos personales">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="Nombre" withAsterisk {...text('nombre')} />
            <TextInput label="Apellido" withAsterisk {...text('apellido')} />
            <TextInput label="DNI" withAsterisk inputMode="numeric" {...text('dni')} />
            <Controller
              control={form.control}
              name="sexo"
              render={({ field }) => (
                <Select
                  label="Sexo"
                  withAsterisk
                  data={[
                    { value: 'M', label: 'Masculino' },
                    { value: 'F', label: 'Femenino' },
                  ]}
                  value={field.value ?? null}
                  onChange={(value) => field.onChange(value ?? '')}
                  onBlur={field.onBlur}
                  error={errors.sexo?.message}
                />
              )}
            />
            <Controller
              control={form.control}
              name="fechaNacimiento"
              render={({ field }) => (
                <DateField
                  label="Fecha de nacimiento"
                  withAsterisk
                  voice="admin"
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  error={errors.fechaNacimiento?.message}
                />
              )}
            />
            <TextInput label="Club o team" description="Opcional: como aparecerá en los resultados" {...text('club')} />
          </SimpleGrid>
        </Fieldset>
        <Fieldset legend="Contacto">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="Email" type="email" withAsterisk {...text('email')} />
            <TextInput label="WhatsApp" withAsterisk {...text('whatsapp')} />
            <TextInput label="Teléfono de emergencia" withAsterisk {...text('telefono')} />
            <TextInput label="País" withAsterisk {...text('pais')} />
            <TextInput label="Provincia" withAsterisk {...text('provincia')} />
          </SimpleGrid>
        </Fieldset>
        <Fieldset legend="Datos médicos">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="Obra social" {...text('obraSocial')} />
            <Controller
              control={form.control}
              name="grupoSanguineo"
              render={({ field }) => (
                <Select
                  label="Grupo sanguíneo"
                  withAsterisk
                  data={[...BLOOD_GROUPS]}
                  value={field.value || null}
                  onChange={(value) => field.onChange(value ?? '')}
                  onBlur={field.onBlur}
                  error={errors.grupoSanguineo?.message}
                />
              )}
            />
          </SimpleGrid>
          <Textarea label="Alergias" mt="sm" rows={2} {...text('alergia')} />
        </Fieldset>
        {mode === 'create' && (
          <TemporaryPasswordFields
            password={form.register('password')}
            requireChange={form.register('requiereCambioPassword')}
            error={errors.password?.message}
            onGenerate={() => form.setValue('password', generatePassword(), { shouldValidate: true })}
          />
        )}
        <FormActions
          error={serverError}
          onCancel={onCancel}
          submitLabel={mode === 'create' ? 'Registrar Corredor' : 'Guardar Cambios'}
          pending={isSubmitting}
          pendingLabel={mode === 'create' ? 'Registrando...' : 'Guardando...'}
        />
      </Stack>
    </form>
  );
}
