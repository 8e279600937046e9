// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { fieldLabelText, summaryLine } from '@/components/ui/form/error-summary';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('error summary lines name their field', () => {
  it('uses the label of a field, without its 必須 badge', () => {
    document.body.innerHTML =
      '<label for="f-mail">メールアドレス<span>必須</span></label><input id="f-mail">';
    expect(fieldLabelText('f-mail')).toBe('メールアドレス');
    expect(summaryLine('f-mail', '形式が正しくありません')).toBe(
      'メールアドレス：形式が正しくありません',
    );
  });

  it('uses the legend of a group of choices', () => {
    document.body.innerHTML =
      '<fieldset><legend>性別 必須</legend><label><input type="radio" id="f-gender">男性</label></fieldset>';
    expect(summaryLine('f-gender', '選択してください')).toBe('性別：選択してください');
  });

  it('keeps a message that already names the field, and one without a field on the page', () => {
    document.body.innerHTML = '<label for="f-last">姓</label><input id="f-last">';
    expect(summaryLine('f-last', '姓を入力してください')).toBe('姓を入力してください');
    expect(summaryLine('f-none', '入力してください')).toBe('入力してください');
  });
});
