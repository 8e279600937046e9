import { fields } from '@keystatic/core';
import type {
  AssetFormField,
  BasicFormField,
  FormFieldInputProps,
  FormFieldStoredValue,
} from '@keystatic/core';
import yaml from 'yaml';
import type { z } from 'zod';
import type { ImageRef } from '@/lib/content/schema';
import { isJstDateValue } from '@/lib/time';
import { japaneseIssue } from '@/lib/content/issues-ja';
import {
  CheckedInput,
  FieldGroupHeading,
  ImageRefInput,
  TextInput,
  type ImageValue,
  type Message,
} from './inputs';

/*
 * Keystatic fields for the frontmatter of lib/content/schema.ts. Keystatic's built-in fields write
 * English validation messages and always write every key; these wrappers
 * - refuse an invalid value on save with a Japanese message next to the field (validate throws,
 *   the Input shows the message once the editor has touched the field or pressed save);
 * - leave a key out of the file when its value equals the zod default or is empty and optional, so
 *   saving an existing document writes what it read.
 * The rules come from the zod schemas; tests/unit/content/keystatic-config.test.ts proves both accept
 * the same documents over every file in content/.
 */

/** Throws `label: message` so Keystatic refuses the save (and the reader refuses the file). */
function assertValid<T>(label: string, check: (v: T) => Message, v: T): T {
  const m = check(v);
  if (m) throw new Error(`${label}: ${m}`);
  return v;
}

interface Spec<T> {
  label: string;
  description?: string;
  defaultValue: () => T;
  /** Stored (YAML) value -> editor value; throws on a value of the wrong shape. */
  parse: (stored: FormFieldStoredValue) => T;
  /** Editor value -> stored value; undefined leaves the key out of the file. */
  serialize: (v: T) => FormFieldStoredValue;
  check: (v: T) => Message;
  Input: (p: FormFieldInputProps<T>) => React.ReactElement | null;
}

/** A Keystatic form field from a spec: parse/serialize/validate plus the checked Input. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- Keystatic types a form value as `{} | null`
export function basicField<T extends {} | null>(spec: Spec<T>): BasicFormField<T> {
  return {
    kind: 'form',
    label: spec.label,
    Input: function FieldInput(props) {
      return <CheckedInput {...props} Base={spec.Input} check={spec.check} label={spec.label} />;
    },
    defaultValue: spec.defaultValue,
    parse: spec.parse,
    serialize: (v) => ({ value: spec.serialize(v) }),
    validate: (v) => assertValid(spec.label, spec.check, v),
    reader: { parse: (stored) => assertValid(spec.label, spec.check, spec.parse(stored)) },
  };
}

function textInput(label: string, description: string | undefined, multiline: boolean) {
  return function FieldTextInput(props: FormFieldInputProps<string>) {
    return <TextInput {...props} label={label} description={description} multiline={multiline} />;
  };
}

function expectString(label: string, stored: FormFieldStoredValue): string {
  if (stored === undefined || stored === null) return '';
  if (typeof stored !== 'string') throw new Error(`${label}: 文字列で書いてください`);
  return stored;
}

/** Text; `required` refuses an empty value ('入力してください'); an empty optional text is left out of the file. */
export function text(opts: {
  label: string;
  description?: string;
  required?: boolean;
  multiline?: boolean;
  pattern?: { regex: RegExp; message: string };
}) {
  return basicField<string>({
    label: opts.label,
    description: opts.description,
    defaultValue: () => '',
    parse: (s) => expectString(opts.label, s),
    serialize: (v) => (v === '' ? undefined : v),
    check: (v) => {
      if (v.trim() === '') return opts.required ? '入力してください' : undefined;
      if (opts.pattern && !opts.pattern.regex.test(v)) return opts.pattern.message;
      return undefined;
    },
    Input: textInput(opts.label, opts.description, opts.multiline ?? false),
  });
}

/** Integer (yen, months, order). Empty = left out (zod default applies) unless required. */
export function integer(opts: {
  label: string;
  description?: string;
  required?: boolean;
  min?: number;
  defaultValue?: number;
}) {
  return basicField<string>({
    label: opts.label,
    description: opts.description,
    defaultValue: () => (opts.defaultValue === undefined ? '' : String(opts.defaultValue)),
    parse: (s) => {
      if (s === undefined || s === null) return '';
      if (typeof s !== 'number') throw new Error(`${opts.label}: 数値で書いてください`);
      return String(s);
    },
    serialize: (v) => (v.trim() === '' ? undefined : Number(v)),
    check: (v) => {
      if (v.trim() === '') return opts.required ? '入力してください' : undefined;
      if (!/^-?\d+$/.test(v.trim())) return '半角の整数で入力してください';
      if (opts.min !== undefined && Number(v) < opts.min)
        return `${opts.min}以上で入力してください`;
      return undefined;
    },
    Input: textInput(opts.label, opts.description, false),
  });
}

/**
 * A calendar date in Japan time, stored as 'YYYY-MM-DD' (validityWindow of lib/time.ts: a validFrom starts
 * at 00:00 JST of that day, a validUntil includes that whole day). Not Keystatic's datetime field,
 * which stores local time with a 'Z'. A YAML timestamp read as a Date (unquoted 2026-04-01 is UTC
 * midnight) is taken by its UTC calendar day, which is the day written.
 */
export function jstDate(opts: { label: string; description?: string; required?: boolean }) {
  return basicField<string>({
    label: opts.label,
    description: opts.description,
    defaultValue: () => '',
    parse: (s) => {
      if (s === undefined || s === null) return '';
      if (s instanceof Date) return s.toISOString().slice(0, 10);
      if (typeof s !== 'string')
        throw new Error(`${opts.label}: 'YYYY-MM-DD' の形で書いてください`);
      return s;
    },
    serialize: (v) => (v === '' ? undefined : v),
    check: (v) => {
      if (v === '') return opts.required ? '日付を入力してください' : undefined;
      // Calendar dates only: a date-time (allowed in hand-written files) is not a day an editor picks.
      if (!/^\d{4}-\d{2}-\d{2}$/.test(v))
        return '日付は 2026-04-01 のように「年-月-日」の半角数字で入力してください（日本時間）';
      if (!isJstDateValue(v))
        return `${v} という日はありません。カレンダーにある日付を入力してください`;
      return undefined;
    },
    // A text box, not <input type="date">: a date input turns an impossible day (2月30日) into an
    // empty value without a word, which for 終了日 would silently mean "no end".
    Input: function FieldInput(props) {
      return (
        <TextInput
          {...props}
          label={opts.label}
          description={`${opts.description ?? ''}（例: 2026-04-01）`}
        />
      );
    },
  });
}

/** One of the zod enum's values; `optional` adds 「指定しない」 (left out of the file). Labels in Japanese. */
export function select<const V extends string>(opts: {
  label: string;
  description?: string;
  options: readonly { value: V; label: string }[];
  defaultValue?: V;
  optional?: boolean;
}) {
  const values = new Set<string>(opts.options.map((o) => o.value));
  const base = fields.select({
    label: opts.label,
    description: opts.description,
    options: [...(opts.optional ? [{ value: '', label: '指定しない' }] : []), ...opts.options],
    defaultValue: opts.defaultValue ?? (opts.optional ? '' : opts.options[0]!.value),
  });
  return basicField<string>({
    label: opts.label,
    description: opts.description,
    defaultValue: base.defaultValue,
    parse: (s) => {
      if (s === undefined || s === null) return opts.optional ? '' : (opts.defaultValue ?? '');
      if (typeof s !== 'string' || !values.has(s))
        throw new Error(`${opts.label}: '${String(s)}' は選べる値ではありません`);
      return s;
    },
    serialize: (v) => (v === '' ? undefined : v),
    check: (v) =>
      v === ''
        ? opts.optional
          ? undefined
          : '選んでください'
        : values.has(v)
          ? undefined
          : '選べる値ではありません',
    Input: base.Input as (p: FormFieldInputProps<string>) => React.ReactElement | null,
  });
}

/** Several of the zod enum's values (a YAML list); `min` refuses fewer. An empty optional list is left out. */
export function multiselect<const V extends string>(opts: {
  label: string;
  description?: string;
  options: readonly { value: V; label: string }[];
  min?: number;
}) {
  const values = new Set<string>(opts.options.map((o) => o.value));
  const isValue = (x: unknown): x is V => typeof x === 'string' && values.has(x);
  const base = fields.multiselect({
    label: opts.label,
    description: opts.description,
    options: opts.options,
  });
  return basicField<readonly V[]>({
    label: opts.label,
    description: opts.description,
    defaultValue: () => [],
    parse: (s) => {
      if (s === undefined || s === null) return [];
      if (!Array.isArray(s) || !s.every(isValue))
        throw new Error(`${opts.label}: 選べる値のリストではありません (${JSON.stringify(s)})`);
      return s;
    },
    serialize: (v) => (v.length === 0 && !opts.min ? undefined : [...v]),
    check: (v) => (opts.min && v.length < opts.min ? `${opts.min}つ以上選んでください` : undefined),
    Input: base.Input,
  });
}

/** A boolean with a zod default: the default is left out of the file (the schema fills it in). */
export function flag(opts: { label: string; description?: string; defaultValue: boolean }) {
  const base = fields.checkbox({
    label: opts.label,
    description: opts.description,
    defaultValue: opts.defaultValue,
  });
  return basicField<boolean>({
    label: opts.label,
    description: opts.description,
    defaultValue: () => opts.defaultValue,
    parse: (s) => {
      if (s === undefined || s === null) return opts.defaultValue;
      if (typeof s !== 'boolean') throw new Error(`${opts.label}: true か false で書いてください`);
      return s;
    },
    serialize: (v) => (v === opts.defaultValue ? undefined : v),
    check: () => undefined,
    Input: base.Input,
  });
}

/** One line per entry (conditions, notes): a YAML list of non-empty strings. */
export function lines(opts: { label: string; description?: string; min?: number }) {
  return basicField<string>({
    label: opts.label,
    description: opts.description ?? '1行に1項目',
    defaultValue: () => '',
    parse: (s) => {
      if (s === undefined || s === null) return '';
      if (!Array.isArray(s) || s.some((x) => typeof x !== 'string'))
        throw new Error(`${opts.label}: 文字列のリストで書いてください`);
      return s.join('\n');
    },
    serialize: (v) => {
      const list = splitLines(v);
      return list.length === 0 && !opts.min ? undefined : list;
    },
    check: (v) =>
      opts.min && splitLines(v).length < opts.min ? `${opts.min}行以上入力してください` : undefined,
    Input: textInput(opts.label, opts.description ?? '1行に1項目', true),
  });
}
const splitLines = (v: string) =>
  v
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);

/**
 * A structured value (price lines, eligibility) edited as YAML and checked with its zod schema, so
 * the file keeps exactly what the editor wrote (no keys added or dropped) and every rule of the
 * schema applies. Empty = left out (the schema's default applies).
 */
export function yamlValue(opts: {
  label: string;
  description?: string;
  schema: z.ZodType;
  required?: boolean;
}) {
  const check = (v: string): Message => {
    if (v.trim() === '') return opts.required ? '入力してください' : undefined;
    let parsed: unknown;
    try {
      parsed = yaml.parse(v);
    } catch (e) {
      return `YAMLとして読めません: ${(e as Error).message.split('\n')[0]}`;
    }
    const r = opts.schema.safeParse(parsed);
    return r.success
      ? undefined
      : r.error.issues
          .map((i) => japaneseIssue(i.path.map(String).join('.'), i.message, i.code))
          .join(' / ');
  };
  return basicField<string>({
    label: opts.label,
    description: opts.description,
    defaultValue: () => '',
    parse: (s) =>
      s === undefined || s === null ? '' : yaml.stringify(s, { lineWidth: 0 }).trimEnd(),
    serialize: (v) => (v.trim() === '' ? undefined : (yaml.parse(v) as FormFieldStoredValue)),
    check,
    Input: textInput(opts.label, opts.description, true),
  });
}

/* ------------------------------------------------------------------ images */

/**
 * An image reference ({ src, width, height, alt } of lib/content/schema.ts imageRefSchema) with
 * upload. An uploaded file is written to `public/images/<dir>/<slug>/<field>.<ext>` and src,
 * width and height are filled from the file, so they always match it (the content check compares
 * them with sharp). Refused without an image or without alt text.
 */
export function imageRef(opts: {
  label: string;
  dir: string;
  required?: boolean;
  description?: string;
}): AssetFormField<ImageValue | null, ImageValue | null, ImageRef | null> {
  const directory = `public/images/${opts.dir}`;
  const check = (v: ImageValue | null): Message => {
    if (!v || !v.src)
      return opts.required
        ? '画像をアップロードしてください'
        : v?.alt
          ? '画像をアップロードしてください'
          : undefined;
    if (!v.alt.trim()) return '代替テキスト（画像に書かれている内容）を入力してください';
    if (!/^\/images\/[\w\-./]+\.(webp|png|jpg|jpeg|svg)$/.test(v.src))
      return '画像のパスは /images/ で始まり、半角英数字で書いてください';
    if (!(v.width > 0 && v.height > 0))
      return '画像の幅と高さが読めません。画像をアップロードし直してください';
    return undefined;
  };
  const fromStored = (s: FormFieldStoredValue): ImageValue | null => {
    if (s === undefined || s === null) return null;
    const o = s as Partial<ImageRef>;
    if (typeof o !== 'object' || typeof o.src !== 'string')
      throw new Error(`${opts.label}: src, width, height, alt を持つ画像の指定ではありません`);
    return {
      src: o.src,
      width: Number(o.width),
      height: Number(o.height),
      alt: String(o.alt ?? ''),
    };
  };
  const filenameOf = (src: string, slug: string | undefined) => {
    const prefix = `/images/${opts.dir}/${slug ?? ''}/`;
    return slug && src.startsWith(prefix) ? src.slice(prefix.length) : undefined;
  };
  return {
    kind: 'form',
    formKind: 'asset',
    label: opts.label,
    directory,
    defaultValue: () => null,
    filename: (stored, { slug }) => {
      const v = stored as Partial<ImageRef> | undefined;
      return typeof v?.src === 'string' ? filenameOf(v.src, slug) : undefined;
    },
    parse: (stored, { asset, slug }) => {
      const v = fromStored(stored);
      const filename = v && filenameOf(v.src, slug);
      return v && asset && filename ? { ...v, stored: { data: asset, filename } } : v;
    },
    serialize: (v, { slug, suggestedFilenamePrefix }) => {
      if (!v || !v.src) return { value: undefined, asset: undefined };
      const value: ImageRef = { src: v.src, width: v.width, height: v.height, alt: v.alt };
      if (!v.upload)
        return {
          value,
          asset: v.stored ? { filename: v.stored.filename, content: v.stored.data } : undefined,
        };
      const filename = `${suggestedFilenamePrefix ?? 'image'}.${v.upload.extension}`;
      value.src = `/images/${opts.dir}/${slug}/${filename}`;
      return { value, asset: { filename, content: v.upload.data } };
    },
    validate: (v) => assertValid(opts.label, check, v),
    reader: {
      parse: (stored) => {
        const v = assertValid(opts.label, check, fromStored(stored));
        return v && { src: v.src, width: v.width, height: v.height, alt: v.alt };
      },
    },
    Input: function FieldInput(props) {
      return (
        <ImageRefInput
          {...props}
          label={opts.label}
          description={opts.description}
          dir={opts.dir}
          check={check}
        />
      );
    },
  };
}

/* ------------------------------------------------------------------ groups */

/**
 * The same field with a group heading drawn above it: the entry form's side fields in groups
 * (公開期間, バナー, 一覧での表示, 特典, 詳細設定) without changing the keys the file holds.
 */
export function startsGroup<F extends { kind: 'form'; Input: (p: never) => React.ReactNode }>(
  title: string,
  field: F,
  description?: string,
): F {
  const Input = field.Input as (p: object) => React.ReactNode;
  return {
    ...field,
    Input: function GroupedInput(props: object) {
      return (
        <div style={{ display: 'grid', gap: 12 }}>
          <FieldGroupHeading title={title} description={description} />
          <Input {...props} />
        </div>
      );
    },
  };
}
