import { COLLECTIONS, type CollectionName } from './schema';

/** One problem in one document: file (relative to the content root), field (dotted path), reason. */
export interface ContentIssue {
  file: string;
  field: string;
  message: string;
  severity: 'error' | 'warning';
}

/** Formats an issue as 'content/campaigns/x.mdx: benefit.amount: reason'. */
export function formatIssue(issue: ContentIssue): string {
  return `${issue.severity === 'error' ? 'ERROR' : 'WARN '} ${issue.file}: ${issue.field || '(frontmatter)'}: ${issue.message}`;
}

/** Which collection a path relative to content/ belongs to ('campaigns/change.mdx' -> Campaign), or null. */
export function collectionOfPath(relativePath: string): { collection: CollectionName; inner: string } | null {
  for (const [name, def] of Object.entries(COLLECTIONS) as [CollectionName, (typeof COLLECTIONS)[CollectionName]][]) {
    if (relativePath.startsWith(`${def.dir}/`)) return { collection: name, inner: relativePath.slice(def.dir.length + 1) };
  }
  return null;
}

/**
 * Validates one document's frontmatter against its collection's zod schema (lib/content/schema.ts).
 * Returns the parsed data (defaults applied) or the issues, each naming the file and the field.
 */
export function validateFrontmatter(
  collection: CollectionName,
  file: string,
  data: Record<string, unknown>,
): { ok: true; data: Record<string, unknown> } | { ok: false; issues: ContentIssue[] } {
  const result = COLLECTIONS[collection].schema.safeParse(data);
  if (result.success) return { ok: true, data: result.data as Record<string, unknown> };
  return {
    ok: false,
    issues: result.error.issues.map((i) => ({
      file,
      field: i.path.map(String).join('.'),
      message: i.message,
      severity: 'error' as const,
    })),
  };
}
