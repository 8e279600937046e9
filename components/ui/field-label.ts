/** Badge words inside a label that are not part of the field's name. */
const BADGES = /必須|任意/g;

/**
 * The visible name of the form field `id` (its <label>, or the <legend> of the group it belongs
 * to), without the 必須 / 任意 badges; null when there is none or outside the browser. Read from
 * the page so the error summary says the same name the visitor sees next to the field.
 */
export function fieldLabelText(id: string): string | null {
  if (typeof document === 'undefined') return null;
  const el = document.getElementById(id);
  if (!el) return null;
  const isChoice =
    el instanceof HTMLInputElement && (el.type === 'radio' || el.type === 'checkbox');
  const legend = el.closest('fieldset')?.querySelector('legend');
  const label =
    isChoice && legend
      ? legend
      : (document.querySelector(`label[for="${CSS.escape(id)}"]`) ?? el.closest('label') ?? legend);
  const text = label?.textContent?.replace(BADGES, '').replace(/\s+/g, ' ').trim();
  return text || null;
}

/**
 * An error summary line that names its field: "メールアドレス：形式が正しくありません". A message
 * that already names the field ("姓を入力してください") is kept as it is.
 */
export function summaryLine(id: string, message: string): string {
  const label = fieldLabelText(id);
  return label && !message.includes(label) ? `${label}：${message}` : message;
}
