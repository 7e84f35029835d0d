import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { adminMessages } from '@carreras/domain/admins/admin-account.schemas';
import { sessionMessages } from '@carreras/domain/auth/session-messages';
import { checkInMessages } from '@carreras/domain/check-in/check-in.schemas';
import { eventMessages } from '@carreras/domain/events/event.schemas';
import { inscriptionMessages } from '@carreras/domain/inscriptions/inscription.messages';
import { messages } from '@carreras/domain/messages';
import { placesMessages } from '@carreras/domain/places/places.messages';
import { raceMessages } from '@carreras/domain/races/race.schemas';
import { reportMessages } from '@carreras/domain/reports/report.schemas';
import { resultsHubMessages } from '@carreras/domain/results/results-hub.messages';
import { timingMessages } from '@carreras/domain/timing/timing.messages';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The runner area speaks with voseo ("tenés", "elegí"), the back office with usted ("Ingrese", "Seleccione").
 * This reads every string and JSX text of the web app's runner-area and back-office files, and the server's
 * messages a runner can be shown, and fails on a word of the other voice. Only unambiguous forms are listed:
 * "intenta" or "verifica" alone may be a third person ("el organizador lo verifica"), so they count only with
 * "tu"/"tus" or "nuevamente" after them.
 */
const WEB = join(import.meta.dirname, '..');
const REPO = join(WEB, '../../..');

const RUNNER_FEATURES = [
  'auth',
  'registration',
  'password-help',
  'password-reset',
  'runner-inscription',
  'profile',
  'events',
  'public-list',
  'results',
  'results-hub',
];
const ADMIN_FEATURES = [
  'runners',
  'inscriptions',
  'check-in',
  'timing',
  'races',
  'events-admin',
  'reports',
  'reminders',
  'dashboard',
  'admin-accounts',
];

const word = (words: string[]) => new RegExp(`(?<![\\p{L}])(${words.join('|')})(?![\\p{L}])`, 'iu');

/** Tú: never in the runner area, which says "tenés", "podés", "vos". */
const TU = [
  word([
    'tienes',
    'puedes',
    'quieres',
    'debes',
    'eres',
    'sabes',
    'vienes',
    'haces',
    'necesitas',
    'deseas',
    'prefieres',
  ]),
  word(['has alcanzado', 'contigo', 'a ti', 'ti mismo', 'ti misma', 'regístrate', 'inscríbete', 'inténtalo']),
  word(
    ['intenta', 'verifica', 'revisa', 'ingresa', 'selecciona', 'elige', 'contacta', 'completa', 'escribe'].map(
      (verb) => `${verb} (tu|tus|nuevamente|de nuevo|más tarde|a los)`,
    ),
  ),
  word(['por favor,? (intenta|verifica|revisa|ingresa|selecciona|elige)']),
];
/** Usted: never in the runner area. */
const USTED = [
  word([
    'usted',
    'ingrese',
    'seleccione',
    'intente',
    'inicie',
    'verifique',
    'revise',
    'elija',
    'espere',
    'vuelva',
    'contacte',
    'comuníquese',
    'corrija',
    'indique',
    'escriba',
    'aumente',
    'comience',
  ]),
];
/** Voseo: never in the back office. */
const VOS = [
  word([
    'ingresá',
    'seleccioná',
    'elegí',
    'tenés',
    'podés',
    'querés',
    'sabés',
    'necesitás',
    'intentá',
    'verificá',
    'revisá',
    'esperá',
    'iniciá',
    'volvé',
    'avisá',
    'contactá',
    'indicá',
    'probá',
    'completá',
    'escribí',
    'empezá',
    'anotate',
    'vos',
  ]),
];

/**
 * Texts the specification quotes letter for letter, though not in their area's voice: the spec is the
 * contract, so they stay as written. The runner area's…
 */
export const SPEC_RUNNER_TEXTS_IN_ANOTHER_VOICE = new Set<string>([
  inscriptionMessages.inscriptionError,
  messages.unauthenticated,
  messages.loginFailed,
  messages.loginUnexpected,
  messages.noConnection,
  messages.passwordChangeLimit,
  'Por favor corrija los siguientes errores:',
  'Por favor revisa los campos marcados en rojo',
]);
/** …and the back office's. */
export const SPEC_ADMIN_TEXTS_IN_ANOTHER_VOICE = new Set<string>([
  inscriptionMessages.categoryDialogRequired,
  raceMessages.noModalities,
  timingMessages.newBibOrRunner,
]);

/** The domain's messages only an administrator is shown (all of an object when its list is `'all'`): usted. */
const ADMIN_ONLY_MESSAGES: Record<string, string[] | 'all'> = {
  messages: ['adminPhoneFormat', 'adminEmergencyPhoneFormat', 'adminDateTypedInvalid', 'adminInactive', 'forbidden'],
  inscriptionMessages: [
    'partnerNotFound',
    'runnerAlreadyEnrolled',
    'adminRunnerRequired',
    'adminEventRequired',
    'adminDistanceRequired',
    'adminDistanceInvalid',
    'adminCategoryRequired',
    'categoryDialogRequired',
    'created',
  ],
  placesMessages: [
    'noFreePlace',
    'limitBelowTaken',
    'earlyPriceNeedsDate',
    'invalidPhone',
    'invalidLink',
    'unknownPlaceholder',
    'invalidDate',
    'invalidCharacter',
    'settingsSaved',
  ],
  sessionMessages: ['loginFailuresCleared', 'adminLogoutAllError'],
  resultsHubMessages: [],
  adminMessages: 'all',
  checkInMessages: 'all',
  eventMessages: 'all',
  raceMessages: 'all',
  reportMessages: 'all',
  timingMessages: 'all',
};

/** What a text says in the wrong voice for the area, or null. */
export function voiceFault(text: string, area: 'runner' | 'admin'): string | null {
  const spec = area === 'runner' ? SPEC_RUNNER_TEXTS_IN_ANOTHER_VOICE : SPEC_ADMIN_TEXTS_IN_ANOTHER_VOICE;
  if (spec.has(text.trim())) return null;
  const checks = [
    ...TU.map((p) => [p, 'tú'] as const),
    ...(area === 'runner' ? USTED.map((p) => [p, 'usted'] as const) : VOS.map((p) => [p, 'voseo'] as const)),
  ];
  for (const [pattern, voice] of checks) {
    const match = pattern.exec(text);
    if (match) return `${voice} "${match[0]}"`;
  }
  return null;
}

/** The strings, template parts and JSX texts of a source file, with their line numbers. */
export function textsOf(source: string, fileName = 'file.tsx'): { text: string; line: number }[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: { text: string; line: number }[] = [];
  const visit = (node: ts.Node) => {
    if (
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node) ||
      ts.isJsxText(node)
    ) {
      const text = node.text.replace(/\s+/g, ' ').trim();
      if (text) found.push({ text, line: file.getLineAndCharacterOfPosition(node.getStart()).line + 1 });
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

function sourceFiles(path: string): string[] {
  if (statSync(path).isFile()) return [path];
  return readdirSync(path, { withFileTypes: true }).flatMap((entry) => {
    const inner = join(path, entry.name);
    if (entry.isDirectory()) return sourceFiles(inner);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [inner] : [];
  });
}

const runnerFiles = () => [
  ...RUNNER_FEATURES.flatMap((feature) => sourceFiles(join(WEB, 'features', feature))),
  ...sourceFiles(join(WEB, 'components')),
  ...sourceFiles(join(WEB, 'app/layouts/public-layout.tsx')),
  ...readdirSync(join(WEB, 'app/routes'))
    .filter((name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name))
    .map((name) => join(WEB, 'app/routes', name)),
];
const adminFiles = () => [
  ...ADMIN_FEATURES.flatMap((feature) => sourceFiles(join(WEB, 'features', feature))),
  ...sourceFiles(join(WEB, 'app/routes/admin')),
  ...sourceFiles(join(WEB, 'app/layouts/admin-layout.tsx')),
];

function faultsIn(files: string[], area: 'runner' | 'admin'): string[] {
  return files.flatMap((file) =>
    textsOf(readFileSync(file, 'utf8'), file).flatMap(({ text, line }) => {
      const fault = voiceFault(text, area);
      return fault ? [`${relative(REPO, file)}:${line} ${fault}: ${text}`] : [];
    }),
  );
}

/** Every text of a messages object, a template filled with a sample value. */
function messageTexts(name: string, object: Record<string, string | ((arg: never) => string)>) {
  return Object.entries(object).map(([key, value]) => ({
    key: `${name}.${key}`,
    adminOnly: ADMIN_ONLY_MESSAGES[name] === 'all' || (ADMIN_ONLY_MESSAGES[name]?.includes(key) ?? false),
    text: typeof value === 'function' ? value(7 as never) : value,
  }));
}

describe('voice', () => {
  it('finds the faults it is meant to find (self-test)', () => {
    expect(voiceFault('No tenés inscripciones activas', 'runner')).toBeNull();
    expect(voiceFault('Elegí la distancia', 'runner')).toBeNull();
    expect(voiceFault('El organizador lo verifica', 'runner')).toBeNull();
    expect(voiceFault('Ya estás inscrito en este evento', 'runner')).toBeNull();
    expect(voiceFault('No tienes permiso para ver esta inscripción', 'runner')).toBe('tú "tienes"');
    expect(voiceFault('Ingrese al menos 3 caracteres para buscar', 'runner')).toBe('usted "Ingrese"');
    expect(voiceFault('Sesión expirada. Por favor, inicie sesión nuevamente.', 'runner')).toBe('usted "inicie"');
    expect(voiceFault('Sin marcar: usted elige a quién pasar', 'runner')).toBe('usted "usted"');
    expect(voiceFault('Seleccione...', 'runner')).toBe('usted "Seleccione"');
    expect(voiceFault('No se pudo cargar el evento. Intenta más tarde.', 'runner')).toBe('tú "Intenta más tarde"');
    expect(voiceFault('Solo puedes inscribirte a ti mismo', 'runner')).toBe('tú "puedes"');
    // The spec's own words stay, though in another voice.
    expect(voiceFault('Error al procesar la inscripción. Intenta nuevamente.', 'runner')).toBeNull();
    expect(voiceFault('No tienes inscripciones activas', 'runner')).toBe('tú "tienes"');
    expect(voiceFault('Ingrese un número de dorsal', 'admin')).toBeNull();
    expect(voiceFault('Ingresá el DNI', 'admin')).toBe('voseo "Ingresá"');
    expect(voiceFault('Si no tenés cuenta, podés registrarte', 'admin')).toBe('voseo "tenés"');
    expect(voiceFault('No se pudo asignar un dorsal libre. Probá de nuevo.', 'admin')).toBe('voseo "Probá"');
    expect(voiceFault('Si necesitas un cambio, avisa', 'admin')).toBe('tú "necesitas"');
    expect(voiceFault('Debes ingresar un nuevo número de dorsal o seleccionar un corredor', 'admin')).toBeNull();
  });

  it('reads the strings and JSX text of a file, not its comments or names', () => {
    const source = [
      '// usted elige',
      "const a = 'Ingrese un DNI';",
      // A template with a placeholder: `Hola ${n}, tenés`.
      'const b = `Hola $' + '{n}, tenés`;',
      'export const C = () => <p title="t">Elegí {x} algo</p>;',
    ].join('\n');
    const texts = textsOf(source).map(({ text }) => text);
    expect(texts).toEqual(['Ingrese un DNI', 'Hola', ', tenés', 't', 'Elegí', 'algo']);
  });

  it('is voseo (or neutral) in every text of the runner area', () => {
    expect(faultsIn(runnerFiles(), 'runner')).toEqual([]);
  });

  it('is usted (or neutral), never voseo nor tú, in every text of the back office', () => {
    expect(faultsIn(adminFiles(), 'admin')).toEqual([]);
  });

  it('is neither tú nor usted in a server message a runner can be shown, nor voseo or tú in one only admins see', () => {
    const all = [
      ...messageTexts('messages', messages),
      ...messageTexts('sessionMessages', sessionMessages),
      ...messageTexts('inscriptionMessages', inscriptionMessages),
      ...messageTexts('placesMessages', placesMessages),
      ...messageTexts('resultsHubMessages', resultsHubMessages),
      ...messageTexts('adminMessages', adminMessages),
      ...messageTexts('checkInMessages', checkInMessages),
      ...messageTexts('eventMessages', eventMessages),
      ...messageTexts('raceMessages', raceMessages),
      ...messageTexts('reportMessages', reportMessages),
      ...messageTexts('timingMessages', timingMessages),
    ];
    const faults = all.flatMap(({ key, adminOnly, text }) => {
      const fault = voiceFault(text, adminOnly ? 'admin' : 'runner');
      return fault ? [`${key} ${fault}: ${text}`] : [];
    });
    expect(faults).toEqual([]);
  });
});
