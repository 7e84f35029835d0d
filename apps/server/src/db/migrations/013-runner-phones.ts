import { whatsappDigits } from '@carreras/domain/runners/phone-number';
import type { Kysely } from 'kysely';

/**
 * Runners' phones as every write now stores them: the digits wa.me dials ('0381 15-444-5566' →
 * '5493814445566'). A phone that cannot be read as one is left as it was typed; its runner is asked for it
 * again on their next profile edit.
 */
export function runnerPhonesMigration() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      const old = db as Kysely<{ runners: { id: number; whatsapp: string; telefono: string } }>;
      const runners = await old.selectFrom('runners').select(['id', 'whatsapp', 'telefono']).orderBy('id').execute();
      for (const runner of runners) {
        const whatsapp = whatsappDigits(runner.whatsapp) ?? runner.whatsapp;
        const telefono = whatsappDigits(runner.telefono) ?? runner.telefono;
        if (whatsapp === runner.whatsapp && telefono === runner.telefono) continue;
        await old.updateTable('runners').set({ whatsapp, telefono }).where('id', '=', runner.id).execute();
      }
    },
  };
}
