import { describe, expect, it } from 'vitest';
import {
  FIELD_MESSAGES,
  type FormField,
  FormField as FormFieldSchema,
  parseDynamicForm,
  SECURITY_LEVEL_FIELD,
  withSecurityLevel,
  withSecurityLevelComponent,
} from './dynamic-form.schema';

const field = (key: string): FormField => FormFieldSchema.parse({ key });
const keys = (fields: readonly FormField[]) => fields.map(({ key }) => key);

describe('parseDynamicForm (SPEC 3)', () => {
  it('keeps valid fields with every property', () => {
    const form = parseDynamicForm({
      formData: [
        {
          key: 'name',
          name: { zh: '名称', en: 'Name' },
          type: 'input',
          options: [{ label: { zh: '是', en: 'Yes' }, value: 'y' }],
          readonly: true,
          placeholder: '请输入',
          show: false,
          send: false,
          description: { zh: '说明', en: 'About' },
          rules: [{ required: true, message: 'fieldRequired', max: 32 }],
        },
      ],
      detailsData: [],
    });
    expect(form.formData).toEqual([
      {
        key: 'name',
        name: { zh: '名称', en: 'Name' },
        type: 'input',
        options: [{ label: { zh: '是', en: 'Yes' }, value: 'y' }],
        readonly: true,
        placeholder: { zh: '请输入', en: '请输入' },
        show: false,
        send: false,
        description: { zh: '说明', en: 'About' },
        // A rule's other properties are the form's to read: kept.
        rules: [{ required: true, message: 'fieldRequired', max: 32 }],
      },
    ]);
  });

  it('gives a wrong property its default and keeps the field', () => {
    const [parsed] = parseDynamicForm({
      formData: [{ key: 'x', name: 7, type: null, readonly: 'yes', show: 0, options: 'a', rules: {} }],
    }).formData;
    expect(parsed).toEqual({
      key: 'x',
      name: { zh: '', en: '' },
      type: 'input',
      options: [],
      readonly: false,
      placeholder: { zh: '', en: '' },
      show: true,
      send: true,
      description: { zh: '', en: '' },
      rules: [],
    });
  });

  it('drops a field without a key, and a bad option or rule, not the rest', () => {
    const form = parseDynamicForm({
      formData: [
        { name: 'no key' },
        { key: '' },
        'text',
        { key: 'a', options: [{ value: 1 }, { label: 'x' }] },
      ],
      detailsData: [{ key: 'b', rules: [{ required: true }, 'required'] }],
    });
    expect(keys(form.formData)).toEqual(['a']);
    expect(form.formData[0]?.options).toEqual([{ label: { zh: '', en: '' }, value: 1 }]);
    expect(form.detailsData[0]?.rules).toEqual([{ required: true }]);
  });

  it('answers two empty lists for anything but an object', () => {
    for (const raw of [null, undefined, 'form', 42, []])
      expect(parseDynamicForm(raw)).toEqual({ formData: [], detailsData: [] });
  });
});

describe('the security level select', () => {
  it('is a required select of 1 to 9 with the "cannot be empty" code', () => {
    expect(SECURITY_LEVEL_FIELD.type).toBe('select');
    expect(SECURITY_LEVEL_FIELD.options.map(({ value }) => value)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(SECURITY_LEVEL_FIELD.rules).toEqual([{ required: true, message: FIELD_MESSAGES.required }]);
  });

  it('goes right after the name field', () => {
    expect(keys(withSecurityLevel([field('type'), field('name'), field('url')]))).toEqual([
      'type',
      'name',
      'securityLevel',
      'url',
    ]);
    expect(keys(withSecurityLevel([field('name')]))).toEqual(['name', 'securityLevel']);
  });

  it('is not added twice, nor without a name field', () => {
    const once = withSecurityLevel([field('name'), field('url')]);
    expect(withSecurityLevel(once)).toEqual(once);
    expect(keys(withSecurityLevel([field('url')]))).toEqual(['url']);
  });

  it('leaves the list it was given as it was', () => {
    const fields = [field('name')];
    withSecurityLevel(fields);
    expect(keys(fields)).toEqual(['name']);
  });
});

describe('the security level component', () => {
  const details = [field('applicationName'), field('applicationType')];

  it('goes right after the application name field', () => {
    expect(keys(withSecurityLevelComponent(details, 'plugin_oidc'))).toEqual([
      'applicationName',
      'securityLevelComponent',
      'applicationType',
    ]);
  });

  it('is not added to a plugin_application_2factor application', () => {
    expect(keys(withSecurityLevelComponent(details, 'plugin_application_2factor'))).toEqual(keys(details));
  });

  it('is not added twice', () => {
    const once = withSecurityLevelComponent(details, 'plugin_oidc');
    expect(withSecurityLevelComponent(once, 'plugin_oidc')).toEqual(once);
  });
});
