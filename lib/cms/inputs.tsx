'use client';
import type { FormFieldInputProps } from '@keystatic/core';
import { FieldMessage } from '@keystar/ui/field';
import { TextArea, TextField } from '@keystar/ui/text-field';
import { useEffect, useMemo, useState } from 'react';
import { clearSaveProblem, useSaveProblem } from './save-feedback';

/*
 * The editor-side Inputs of lib/cms/fields.tsx (client only; the server reads the same fields'
 * parse/serialize/validate without rendering these).
 */

/** A Japanese validation message, or undefined when the value is fine. */
export type Message = string | undefined;

/** An image reference being edited: the stored { src, width, height, alt } plus a chosen or stored file. */
export interface ImageValue {
  src: string;
  width: number;
  height: number;
  alt: string;
  /** A file chosen in this session, written under the field's directory on save. */
  upload?: { data: Uint8Array; extension: string };
  /** The file already stored under the field's directory for this entry (written again on save, else Keystatic deletes it). */
  stored?: { data: Uint8Array; filename: string };
}

/**
 * Shows `check`'s message under the wrapped Input after a change or a save attempt
 * (forceValidation), or else the problem the site's save check found for this field.
 */
export function CheckedInput<T>({
  Base,
  check,
  label,
  ...props
}: FormFieldInputProps<T> & {
  Base: (p: FormFieldInputProps<T>) => React.ReactElement | null;
  check: (v: T) => Message;
  /** The field's label: a refused save's problem for it is shown here too (save-feedback.ts). */
  label: string;
}) {
  const [touched, setTouched] = useState(false);
  const saveProblem = useSaveProblem(label);
  const message =
    (props.forceValidation || touched ? check(props.value) : undefined) ?? saveProblem;
  return (
    <div data-field-message={message ? 'invalid' : undefined}>
      <Base
        {...props}
        onChange={(v: T) => {
          setTouched(true);
          clearSaveProblem(label);
          props.onChange(v);
        }}
      />
      {message ? <FieldMessage>{message}</FieldMessage> : null}
    </div>
  );
}

/** A text or multi-line input. */
export function TextInput(
  props: FormFieldInputProps<string> & {
    label: string;
    description?: string;
    multiline?: boolean;
  },
) {
  if (props.multiline)
    return (
      <TextArea
        label={props.label}
        description={props.description}
        value={props.value}
        onChange={props.onChange}
        autoFocus={props.autoFocus}
      />
    );
  return (
    <TextField
      label={props.label}
      description={props.description}
      value={props.value}
      onChange={props.onChange}
      autoFocus={props.autoFocus}
    />
  );
}

const IMAGE_EXT = /^(webp|png|jpe?g|svg)$/;

/** Upload (size read from the file), preview, path and alt text of an image reference, with check's message. */
export function ImageRefInput(
  props: FormFieldInputProps<ImageValue | null> & {
    label: string;
    description?: string;
    dir: string;
    check: (v: ImageValue | null) => Message;
  },
) {
  const v = props.value;
  const [touched, setTouched] = useState(false);
  // The file itself when the editor has it (chosen now, or read with the entry): the site serves
  // only the images it was started with, so a new image's /images/ URL answers 404 until a build.
  const url = useMemo(() => {
    const data = v?.upload?.data ?? v?.stored?.data;
    const ext = v?.upload?.extension ?? v?.stored?.filename.split('.').pop() ?? '';
    // An SVG is drawn from a blob only with its type.
    const type = ext === 'svg' ? 'image/svg+xml' : '';
    return data ? URL.createObjectURL(new Blob([data as BlobPart], { type })) : (v?.src ?? null);
  }, [v]);
  useEffect(() => () => (url?.startsWith('blob:') ? URL.revokeObjectURL(url) : undefined), [url]);
  const saveProblem = useSaveProblem(props.label);
  const change = (next: ImageValue | null) => {
    setTouched(true);
    clearSaveProblem(props.label);
    props.onChange(next);
  };
  const message = (props.forceValidation || touched ? props.check(v) : undefined) ?? saveProblem;
  return (
    <fieldset
      style={{ border: 0, padding: 0, margin: 0, display: 'grid', gap: 8 }}
      data-field-message={message ? 'invalid' : undefined}
    >
      <legend style={{ fontWeight: 600, fontSize: 14, marginBottom: 4 }}>{props.label}</legend>
      {props.description ? <p style={{ fontSize: 13, margin: 0 }}>{props.description}</p> : null}
      {url ? (
        // eslint-disable-next-line @next/next/no-img-element -- editor preview of the chosen file (a blob: URL)
        <img src={url} alt="" style={{ maxWidth: 320, height: 'auto', border: '1px solid #ccc' }} />
      ) : null}
      <label style={{ fontSize: 13 }}>
        画像ファイル（WebP・PNG・JPEG・SVG）
        <input
          type="file"
          accept="image/webp,image/png,image/jpeg,image/svg+xml"
          aria-label={`${props.label}の画像ファイル`}
          onChange={async (e) => {
            const file = e.currentTarget.files?.[0];
            if (!file) return;
            const extension = (file.name.split('.').pop() ?? '').toLowerCase();
            if (!IMAGE_EXT.test(extension)) return;
            const data = new Uint8Array(await file.arrayBuffer());
            const { width, height } = await imageSize(file);
            change({
              src: `/images/${props.dir}/upload.${extension}`,
              width,
              height,
              alt: v?.alt ?? '',
              upload: { data, extension },
            });
          }}
          style={{ display: 'block', marginTop: 4 }}
        />
      </label>
      {v?.src ? (
        <p style={{ fontSize: 13, margin: 0 }}>
          {v.upload ? `保存すると public/images/${props.dir}/ に書き込まれます` : v.src}（{v.width}×
          {v.height}px）
        </p>
      ) : null}
      <TextField
        label="代替テキスト（alt）"
        description="画像に書かれている内容を日本語で"
        value={v?.alt ?? ''}
        onChange={(alt) => change({ ...(v ?? { src: '', width: 0, height: 0 }), alt })}
      />
      {message ? <FieldMessage>{message}</FieldMessage> : null}
    </fieldset>
  );
}

/** Pixel size of an image file, read by the browser. */
async function imageSize(file: File): Promise<{ width: number; height: number }> {
  const url = URL.createObjectURL(file);
  try {
    const img = new Image();
    img.src = url;
    await img.decode();
    return { width: img.naturalWidth, height: img.naturalHeight };
  } finally {
    URL.revokeObjectURL(url);
  }
}

/** A heading above the first field of a group of the entry form (公開期間, バナー …). */
export function FieldGroupHeading({ title, description }: { title: string; description?: string }) {
  return (
    <div
      data-field-group={title}
      style={{ borderTop: '1px solid #d4d4d8', paddingTop: 16, marginTop: 8 }}
    >
      <div role="heading" aria-level={2} style={{ fontSize: 16, fontWeight: 700 }}>
        {title}
      </div>
      {description ? (
        <p style={{ margin: 0, fontSize: 13, color: '#52525b' }}>{description}</p>
      ) : null}
    </div>
  );
}
