// @vitest-environment happy-dom
import { act, cleanup, renderHook } from '@testing-library/react';
import { useForm, type Resolver } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyResolver, SCHEMA_LOAD_ERROR } from '@/components/ui/form/lazy-resolver';
import { checkTransferResolver } from '@/components/flows/flow-form-schemas';

afterEach(cleanup);

type Values = { customerNumber: string; phone: string };
type Parsed = { customerNumber: string; phone: string };

/** A form as the visitor flows build it, its resolver loaded by `load`. */
function setup(load: () => Promise<Resolver<Values, unknown, Parsed>>, values: Values) {
  const validation = lazyResolver<Values, Parsed>(load);
  const onValid = vi.fn();
  const hook = renderHook(() => {
    const form = useForm<Values, unknown, Parsed>({
      resolver: validation.resolver,
      defaultValues: values,
    });
    // Read during render, as the forms do, so the hook re-renders with the errors.
    return { form, errors: form.formState.errors };
  });
  const submit = () => act(() => hook.result.current.form.handleSubmit(onValid)());
  return { validation, hook, submit, onValid };
}

const real = () => Promise.resolve(checkTransferResolver<Values>());
const valid: Values = { customerNumber: '１００００００００１', phone: '090-1234-5678' };

describe('lazyResolver', () => {
  it('validates with the loaded schema: the parsed values are submitted', async () => {
    const { submit, onValid } = setup(real, valid);
    await submit();
    expect(onValid).toHaveBeenCalledTimes(1);
    expect(onValid.mock.calls[0]![0]).toEqual({
      customerNumber: '1000000001',
      phone: '09012345678',
    });
  });

  it('puts the schema messages at their fields and submits nothing', async () => {
    const { hook, submit, onValid } = setup(real, { customerNumber: '12', phone: '' });
    await submit();
    expect(onValid).not.toHaveBeenCalled();
    expect(hook.result.current.errors.customerNumber?.message).toBeTruthy();
    expect(hook.result.current.errors.phone?.message).toBeTruthy();
  });

  it('a failed load is a form-level error, submits nothing, and the next submit loads again', async () => {
    const load = vi
      .fn<() => Promise<Resolver<Values, unknown, Parsed>>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockImplementation(real);
    const { hook, submit, onValid } = setup(load, valid);
    await submit();
    expect(onValid).not.toHaveBeenCalled();
    expect(hook.result.current.errors.root).toMatchObject({
      type: 'load',
      message: SCHEMA_LOAD_ERROR,
    });
    await submit();
    expect(load).toHaveBeenCalledTimes(2);
    expect(onValid).toHaveBeenCalledTimes(1);
  });

  it('loads once: preload and every later validation share the first load', async () => {
    const load = vi.fn(real);
    const { validation, submit, onValid } = setup(load, valid);
    validation.preload();
    validation.preload();
    await submit();
    await submit();
    expect(load).toHaveBeenCalledTimes(1);
    expect(onValid).toHaveBeenCalledTimes(2);
  });

  it('preload never rejects, and a failed preload does not stop the next load', async () => {
    const load = vi
      .fn<() => Promise<Resolver<Values, unknown, Parsed>>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockImplementation(real);
    const { validation, submit, onValid } = setup(load, valid);
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    validation.preload();
    // The load starts after zod's stages; its failure settles a turn later.
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await new Promise((r) => setTimeout(r, 0));
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
    await submit();
    expect(load).toHaveBeenCalledTimes(2);
    expect(onValid).toHaveBeenCalledTimes(1);
  });

  it('evaluates zod in turns before the schema: input queued at the focus is handled before the schema loads', async () => {
    const order: string[] = [];
    const load = vi.fn(() => {
      order.push('schema load');
      return real();
    });
    const { validation, submit, onValid } = setup(load, valid);
    // A key pressed at the moment of the focus: a task queued before the load starts.
    setTimeout(() => order.push('queued input'), 0);
    validation.preload();
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    expect(order).toEqual(['queued input', 'schema load']);
    await submit();
    expect(onValid).toHaveBeenCalledTimes(1);
  });
});
