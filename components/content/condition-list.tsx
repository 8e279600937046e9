/** A checklist of conditions (適用条件). In a campaign page, <ConditionList /> lists the frontmatter `conditions`. */
export function ConditionList({ items }: { items: readonly string[] }) {
  return (
    <ul className="my-4 space-y-2">
      {items.map((item) => (
        <li key={item} className="flex gap-2 rounded bg-gray-50 p-3 text-sm">
          <span aria-hidden="true" className="font-bold text-orange-600">
            ✓
          </span>
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
