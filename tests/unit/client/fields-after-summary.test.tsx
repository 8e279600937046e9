// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { memo, useState } from 'react';
import { useForm, type FieldErrors, type UseFormReturn } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import { RadioGroup } from '@/components/ui/form/choice-inputs';
import { FieldsAfterSummary } from '@/components/ui/form/error-summary';

afterEach(cleanup);

/**
 * A step form in miniature: a summary before the fields and a part after them, each writing to
 * `log` when it renders, with the message it sees. The order of the log tells the renders apart:
 * a part after the fields logged before the fields means the fields waited for a later render.
 */
function harness() {
  const log: string[] = [];
  let refuse!: (e: FieldErrors) => void;
  let setErrors!: (e: FieldErrors) => void;
  const Part = ({ name, errors }: { name: string; errors: FieldErrors }) => {
    log.push(`${name}:${String(errors.mail?.message ?? '-')}`);
    return null;
  };
  function Form() {
    const [{ errors, submitCount }, set] = useState({ errors: {} as FieldErrors, submitCount: 0 });
    // A refused submit: react-hook-form's new errors with the next submit count.
    refuse = (e) => set((s) => ({ errors: e, submitCount: s.submitCount + 1 }));
    // A field checked on blur: new errors, the same submit count.
    setErrors = (e) => set((s) => ({ ...s, errors: e }));
    return (
      <>
        <Part name="summary" errors={errors} />
        <FieldsAfterSummary submitCount={submitCount}>
          <Part name="fields" errors={errors} />
        </FieldsAfterSummary>
        <Part name="buttons" errors={errors} />
      </>
    );
  }
  render(<Form />);
  log.length = 0;
  return {
    log,
    refuse: (e: FieldErrors) => refuse(e),
    setErrors: (e: FieldErrors) => setErrors(e),
  };
}

describe('FieldsAfterSummary', () => {
  it("renders the fields with a refused submit's errors only after the render that shows the summary", () => {
    const h = harness();
    act(() => h.refuse({ mail: { type: 'required', message: '入力してください' } }));
    expect(h.log).toEqual([
      'summary:入力してください',
      'buttons:入力してください',
      'fields:入力してください',
    ]);
  });

  it('renders the fields at once with errors that come without a submit (a field checked on blur)', () => {
    const h = harness();
    act(() => h.setErrors({ mail: { type: 'format', message: '形式が正しくありません' } }));
    expect(h.log).toEqual([
      'summary:形式が正しくありません',
      'fields:形式が正しくありません',
      'buttons:形式が正しくありません',
    ]);
  });
});

describe('RadioGroup while its form renders without it', () => {
  it('checks the option chosen: the group follows its own value', () => {
    // Fields held as FieldsAfterSummary holds them in a submit's render: never rendered again.
    const Held = memo(
      function Held({ form }: { form: UseFormReturn<{ gender: string }> }) {
        return (
          <RadioGroup
            form={form}
            name="gender"
            legend="性別"
            options={[
              ['male', '男性'],
              ['female', '女性'],
            ]}
          />
        );
      },
      () => true,
    );
    let values!: () => { gender: string };
    function Form() {
      const form = useForm({ defaultValues: { gender: '' } });
      values = () => form.getValues();
      return <Held form={form} />;
    }
    render(<Form />);
    const female = screen.getByLabelText('女性') as HTMLInputElement;
    fireEvent.click(female);
    expect(values().gender).toBe('female');
    expect(female.checked).toBe(true);
    expect((screen.getByLabelText('男性') as HTMLInputElement).checked).toBe(false);
  });
});
