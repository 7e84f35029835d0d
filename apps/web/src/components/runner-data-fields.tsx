import { BLOOD_GROUPS, DEFAULT_COUNTRY } from '@carreras/domain/limits';
import { InputBase, NativeSelect, SimpleGrid, TextInput, Title } from '@mantine/core';
import { type Control, Controller, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { DateField } from './date-field.tsx';

/** The personal, contact and medical fields shared by the registration form and the profile editor. */
export interface RunnerDataFieldValues {
  nombre: string;
  apellido: string;
  sexo: string;
  fechaNacimiento: string;
  email: string;
  whatsapp: string;
  telefono: string;
  pais: string;
  provincia: string;
  obraSocial?: string | null;
  grupoSanguineo: string;
  alergia?: string | null;
  club?: string | null;
}

/** A new runner's data before anything is typed: the default country, everything else empty (sex and blood group to choose). */
export const EMPTY_RUNNER_DATA = {
  nombre: '',
  apellido: '',
  dni: '',
  sexo: '',
  fechaNacimiento: '',
  email: '',
  whatsapp: '',
  telefono: '',
  pais: DEFAULT_COUNTRY,
  provincia: '',
  obraSocial: '',
  grupoSanguineo: '',
  alergia: '',
  club: '',
} as const;

interface RunnerDataFieldsProps {
  // biome-ignore lint/suspicious/noExplicitAny: shared by forms whose value types extend RunnerDataFieldValues
  register: UseFormRegister<any>;
  /** The form's `control`, typed loosely for the same reason (react-hook-form's Control is invariant). */
  // biome-ignore lint/suspicious/noExplicitAny: as register
  control: any;
  errors: FieldErrors<RunnerDataFieldValues>;
  /** Rendered between the names and the rest (the DNI at registration). */
  identity?: React.ReactNode;
}

export const sexOptions = [
  { value: '', label: 'Elegí...' },
  { value: 'M', label: 'Masculino' },
  { value: 'F', label: 'Femenino' },
];

export const bloodGroupOptions = [
  { value: '', label: 'Elegí...' },
  ...BLOOD_GROUPS.map((group) => ({ value: group, label: group })),
];

/** Names, identity (the DNI at registration), sex and birth date. */
export function PersonalDataFields({ register, control, errors, identity }: RunnerDataFieldsProps) {
  return (
    <>
      <Title order={2} size="h4">
        Datos personales
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label="Nombre"
          autoComplete="given-name"
          withAsterisk
          error={errors.nombre?.message}
          {...register('nombre')}
        />
        <TextInput
          label="Apellido"
          autoComplete="family-name"
          withAsterisk
          error={errors.apellido?.message}
          {...register('apellido')}
        />
        {identity}
        <NativeSelect label="Sexo" data={sexOptions} withAsterisk error={errors.sexo?.message} {...register('sexo')} />
        <Controller
          control={control as Control}
          name="fechaNacimiento"
          render={({ field }) => (
            <DateField
              label="Fecha de nacimiento"
              autoComplete="bday"
              withAsterisk
              voice="runner"
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={errors.fechaNacimiento?.message}
            />
          )}
        />
        <TextInput
          label="Club o team"
          description="Opcional: como querés que aparezca en los resultados"
          autoComplete="organization"
          error={errors.club?.message}
          {...register('club')}
        />
      </SimpleGrid>
    </>
  );
}

/** Contact and medical data. */
export function ContactAndMedicalFields({ register, errors }: Omit<RunnerDataFieldsProps, 'identity' | 'control'>) {
  return (
    <>
      <Title order={2} size="h4">
        Datos de contacto
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          type="email"
          label="Email"
          autoComplete="email"
          withAsterisk
          error={errors.email?.message}
          {...register('email')}
        />
        <TextInput
          type="tel"
          label="WhatsApp"
          autoComplete="tel"
          placeholder="Ej: 381 4445566"
          withAsterisk
          error={errors.whatsapp?.message}
          {...register('whatsapp')}
        />
        <TextInput
          type="tel"
          label="Teléfono de emergencia"
          placeholder="Ej: 381 4447788"
          withAsterisk
          error={errors.telefono?.message}
          {...register('telefono')}
        />
        <TextInput
          label="País"
          autoComplete="country-name"
          withAsterisk
          error={errors.pais?.message}
          {...register('pais')}
        />
        <TextInput
          label="Provincia"
          autoComplete="address-level1"
          withAsterisk
          error={errors.provincia?.message}
          {...register('provincia')}
        />
      </SimpleGrid>

      <Title order={2} size="h4">
        Información médica
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label="Obra social"
          placeholder="Dejalo vacío si no tenés"
          error={errors.obraSocial?.message}
          {...register('obraSocial')}
        />
        <NativeSelect
          label="Grupo sanguíneo"
          data={bloodGroupOptions}
          withAsterisk
          error={errors.grupoSanguineo?.message}
          {...register('grupoSanguineo')}
        />
      </SimpleGrid>
      {/* Mantine's Textarea without autosize, minus the autosize code it always brings: /register stays light. */}
      <InputBase
        component="textarea"
        multiline
        label="Alergias"
        placeholder="Indicá alergias o condiciones médicas (opcional)"
        rows={3}
        error={errors.alergia?.message}
        {...register('alergia')}
      />
    </>
  );
}

export function RunnerDataFields(props: RunnerDataFieldsProps) {
  return (
    <>
      <PersonalDataFields {...props} />
      <ContactAndMedicalFields register={props.register} errors={props.errors} />
    </>
  );
}
