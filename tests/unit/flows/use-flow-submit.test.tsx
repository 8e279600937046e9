// @vitest-environment happy-dom
import { act, cleanup, renderHook } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useFlowSubmit } from '@/components/flows/use-flow-submit';
import { flowErrorMessage } from '@/lib/flows/calls';
import { GraphqlRequestError } from '@/lib/graphql/errors';

afterEach(cleanup);

type Values = { customerNumber: string; phone: string };

/** A flow form as the pages build it: react-hook-form, its submit through useFlowSubmit. */
function setup(send: (data: Values) => Promise<void>) {
  const hook = renderHook(() => {
    const form = useForm<Values>({ defaultValues: { customerNumber: '1000000001', phone: '' } });
    const { errors, submitCount } = form.formState;
    const flow = useFlowSubmit({ setError: form.setError, submitCount }, send);
    return { form, errors, flow };
  });
  const submit = () =>
    act(() => hook.result.current.form.handleSubmit(hook.result.current.flow.onSubmit)());
  return { hook, submit };
}

const badInput = () =>
  new GraphqlRequestError('bad input', 200, 'BAD_USER_INPUT', [
    { path: 'input.phone', message: '電話番号を正しく入力してください' },
    { path: 'input', message: 'ignored: no field' },
  ]);

describe('useFlowSubmit', () => {
  it('sends the values; nothing to summarise after a success', async () => {
    const send = vi.fn(async () => {});
    const { hook, submit } = setup(send);
    await submit();
    expect(send).toHaveBeenCalledWith({ customerNumber: '1000000001', phone: '' });
    expect(hook.result.current.flow.summary.message).toBeUndefined();
  });

  it('puts the server field messages (BAD_USER_INPUT) at their fields and summarises', async () => {
    const { hook, submit } = setup(async () => {
      throw badInput();
    });
    await submit();
    expect(hook.result.current.errors.phone?.message).toBe('電話番号を正しく入力してください');
    expect(Object.keys(hook.result.current.errors)).toEqual(['phone']);
    expect(hook.result.current.flow.summary.message).toBe(flowErrorMessage(badInput()));
    expect(hook.result.current.form.getValues('customerNumber')).toBe('1000000001');
  });

  it('a failed connection gives the retry message and no field error', async () => {
    const { hook, submit } = setup(async () => {
      throw new TypeError('fetch failed');
    });
    await submit();
    expect(hook.result.current.flow.summary.message).toContain('通信に失敗しました');
    expect(hook.result.current.errors).toEqual({});
  });

  it('the same failure twice moves the focus key, so the summary takes the focus again', async () => {
    // The clock stands still: both failures come in the same millisecond.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const { hook, submit } = setup(async () => {
        throw new TypeError('fetch failed');
      });
      await submit();
      const first = hook.result.current.flow.summary.focusKey;
      await submit();
      expect(hook.result.current.flow.summary.focusKey).not.toBe(first);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a success after a failure clears the summary', async () => {
    let fail = true;
    const { hook, submit } = setup(async () => {
      if (fail) throw new TypeError('fetch failed');
    });
    await submit();
    expect(hook.result.current.flow.summary.message).toBeDefined();
    fail = false;
    await submit();
    expect(hook.result.current.flow.summary.message).toBeUndefined();
  });
});
