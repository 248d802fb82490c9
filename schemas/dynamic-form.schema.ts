import * as z from 'zod/mini';
import { APP_SECURITY_LEVEL_RANGE, APPLICATION_CODE_AUTH_TYPE } from './spec-constants';

/**
 * The dynamic form schema of SPEC section 3: an application's form (`formData`) and its details (`detailsData`),
 * each a list of fields that says how to draw and send each value. It comes from the server as data, so a field
 * whose properties are wrong keeps their defaults, and a field without a key is dropped, never the whole form.
 */
const flag = (fallback: boolean) => z.catch(z._default(z.boolean(), fallback), fallback);

/** A text in both languages; a plain string is the same text in both. */
export const LocalisedText = z.object({ zh: z.string(), en: z.string() });
export type LocalisedText = z.infer<typeof LocalisedText>;
const NO_TEXT: LocalisedText = { zh: '', en: '' };
const localised = z.catch(
  z._default(
    z.union([
      LocalisedText,
      z.pipe(
        z.string(),
        z.transform((text) => ({ zh: text, en: text })),
      ),
    ]),
    NO_TEXT,
  ),
  NO_TEXT,
);

export const FieldOption = z.object({ label: localised, value: z.union([z.string(), z.number()]) });
export type FieldOption = z.infer<typeof FieldOption>;

/** A validation rule; `message` is a code the page words (FIELD_MESSAGES), other properties are kept. */
export const FieldRule = z.looseObject({
  required: z.optional(z.boolean()),
  message: z.optional(z.string()),
});
export type FieldRule = z.infer<typeof FieldRule>;

/** Drops the entries that do not parse, keeping the rest. */
const listOf = <T extends z.ZodMiniType>(item: T) =>
  z.catch(
    z._default(
      z.pipe(
        z.array(z.catch(z.nullable(item), null)),
        z.transform((items) => items.filter((entry): entry is NonNullable<typeof entry> => entry !== null)),
      ),
      [],
    ),
    [],
  );

export const FormField = z.object({
  key: z.string().check(z.minLength(1)),
  name: localised,
  /** How the page draws it: input, select, textarea… or a component of its own (securityLevelComponent). */
  type: z.catch(z._default(z.string(), 'input'), 'input'),
  options: listOf(FieldOption),
  readonly: flag(false),
  placeholder: localised,
  show: flag(true),
  /** Whether its value is sent with the form. */
  send: flag(true),
  description: localised,
  rules: listOf(FieldRule),
});
export type FormField = z.infer<typeof FormField>;

export const DynamicForm = z.object({ formData: listOf(FormField), detailsData: listOf(FormField) });
export type DynamicForm = z.infer<typeof DynamicForm>;

/** Message codes of the rules the page adds (SPEC 3: 'This item cannot be empty'). */
export const FIELD_MESSAGES = { required: 'fieldRequired' } as const;

/** The form schema from any answer: anything but an object gives two empty lists. */
export const parseDynamicForm = (raw: unknown): DynamicForm =>
  DynamicForm.safeParse(raw).data ?? { formData: [], detailsData: [] };

/** The keys the insertion rules anchor to and insert. */
export const FIELD_KEYS = {
  name: 'name',
  applicationName: 'applicationName',
  securityLevel: 'securityLevel',
  securityLevelComponent: 'securityLevelComponent',
} as const;

const [LEVEL_MIN, LEVEL_MAX] = APP_SECURITY_LEVEL_RANGE;
const SECURITY_LEVEL_NAME: LocalisedText = { zh: '安全等级', en: 'Security level' };

/** SPEC 3: the application's security level, a required select of 1 to 9 (SPEC 9's range). */
export const SECURITY_LEVEL_FIELD: FormField = FormField.parse({
  key: FIELD_KEYS.securityLevel,
  name: SECURITY_LEVEL_NAME,
  type: 'select',
  options: Array.from({ length: LEVEL_MAX - LEVEL_MIN + 1 }, (_, i) => ({
    label: String(LEVEL_MIN + i),
    value: LEVEL_MIN + i,
  })),
  rules: [{ required: true, message: FIELD_MESSAGES.required }],
});

/** SPEC 3: the security level as the details show it, drawn by a component of its own. */
export const SECURITY_LEVEL_COMPONENT_FIELD: FormField = FormField.parse({
  key: FIELD_KEYS.securityLevelComponent,
  name: SECURITY_LEVEL_NAME,
  type: 'securityLevelComponent',
  readonly: true,
  send: false,
});

/** `field` right after the field `anchor`; unchanged without that anchor, or with `field` already there. */
function insertAfter(fields: readonly FormField[], anchor: string, field: FormField): FormField[] {
  const at = fields.findIndex(({ key }) => key === anchor);
  if (at < 0 || fields.some(({ key }) => key === field.key)) return [...fields];
  return [...fields.slice(0, at + 1), field, ...fields.slice(at + 1)];
}

/** SPEC 3: the securityLevel select goes right after the `name` field. */
export const withSecurityLevel = (fields: readonly FormField[]): FormField[] =>
  insertAfter(fields, FIELD_KEYS.name, SECURITY_LEVEL_FIELD);

/**
 * SPEC 3: the securityLevelComponent field goes right after the application name field, except in an
 * application of type plugin_application_2factor, which is itself the second check and has no level to show.
 */
export const withSecurityLevelComponent = (
  fields: readonly FormField[],
  applicationType: string,
): FormField[] =>
  applicationType === APPLICATION_CODE_AUTH_TYPE
    ? [...fields]
    : insertAfter(fields, FIELD_KEYS.applicationName, SECURITY_LEVEL_COMPONENT_FIELD);
