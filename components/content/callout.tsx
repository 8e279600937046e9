/** A highlighted note in MDX: <Callout type="info|warning|point" title="...">text</Callout>. */
export function Callout({ type = 'info', title, children }: { type?: 'info' | 'warning' | 'point'; title?: string; children: React.ReactNode }) {
  const tone = {
    info: 'border-sky-300 bg-sky-50',
    warning: 'border-amber-400 bg-amber-50',
    point: 'border-rose-300 bg-rose-50',
  }[type];
  return (
    <aside className={`my-6 rounded-lg border-l-4 p-4 ${tone}`} role="note">
      {title ? <p className="mb-1 font-bold">{title}</p> : null}
      <div className="text-sm leading-relaxed">{children}</div>
    </aside>
  );
}
