import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import yaml from 'yaml';
import { collectionOfPath, validateFrontmatter, type ContentIssue } from './validate';
import type { CollectionName } from './schema';

/** A document file read from disk: path relative to the content root, frontmatter, body. */
export interface RawDocument {
  file: string;
  collection: CollectionName | null;
  inner: string;
  data: Record<string, unknown>;
  body: string;
}

/** Lists every .mdx/.md file under contentDir (relative paths, '/' separators, sorted). */
export function listContentFiles(contentDir: string): string[] {
  if (!fs.existsSync(contentDir)) return [];
  return (fs.readdirSync(contentDir, { recursive: true }) as string[])
    .map((f) => f.split(path.sep).join('/'))
    .filter((f) => /\.mdx?$/.test(f) && !f.split('/').pop()!.startsWith('_') && f !== 'README.md')
    .sort();
}

/** Reads a document with the same YAML engine contentlayer2 uses (dates stay strings). */
export function readDocument(contentDir: string, file: string): RawDocument {
  return parseDocument(file, fs.readFileSync(path.join(contentDir, file), 'utf8'));
}

/** Parses a document's text (file = its path relative to the content root); throws on broken YAML. */
export function parseDocument(file: string, text: string): RawDocument {
  const parsed = matter(text, { engines: { yaml: (s: string) => (yaml.parse(s) ?? {}) as object } });
  const where = collectionOfPath(file);
  return { file, collection: where?.collection ?? null, inner: where?.inner ?? file, data: parsed.data, body: parsed.content };
}

/** Validates every document's frontmatter in contentDir; an empty list means all files pass. */
export function readFrontmatterIssues(contentDir: string): ContentIssue[] {
  return listContentFiles(contentDir).flatMap((file) => frontmatterIssuesOf(contentDir, file));
}

/** Shown in messages: the file as a path from the working directory ('content/campaigns/x.mdx'). */
export function displayPath(contentDir: string, file: string): string {
  return path.relative(process.cwd(), path.resolve(contentDir, file)).split(path.sep).join('/');
}

/** Validates one file's frontmatter; issues name the file as displayPath does. */
export function frontmatterIssuesOf(contentDir: string, relative: string): ContentIssue[] {
  const issues: ContentIssue[] = [];
  const file = displayPath(contentDir, relative);
  {
    let doc: RawDocument;
    try {
      doc = readDocument(contentDir, relative);
    } catch (e) {
      issues.push({ file, field: '(frontmatter)', message: `cannot parse: ${(e as Error).message}`, severity: 'error' });
      return issues;
    }
    if (!doc.collection) {
      issues.push({ file, field: '(path)', message: 'not inside a collection folder (campaigns, options, plans, service, special, set-wari)', severity: 'error' });
      return issues;
    }
    const result = validateFrontmatter(doc.collection, file, doc.data);
    if (!result.ok) issues.push(...result.issues);
  }
  return issues;
}
