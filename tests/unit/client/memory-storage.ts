/** A Storage-compatible in-memory store for unit tests. */
export class MemoryStorage implements Storage {
  private map = new Map<string, string>();
  get length() {
    return this.map.size;
  }
  clear() {
    this.map.clear();
  }
  getItem(key: string) {
    return this.map.has(key) ? (this.map.get(key) as string) : null;
  }
  key(i: number) {
    return [...this.map.keys()][i] ?? null;
  }
  removeItem(key: string) {
    this.map.delete(key);
  }
  setItem(key: string, value: string) {
    this.map.set(key, String(value));
  }
}

/** A storage whose every access throws (private mode, disabled storage). */
export const throwingStorage: Storage = {
  length: 0,
  clear() {
    throw new Error('denied');
  },
  getItem() {
    throw new Error('denied');
  },
  key() {
    throw new Error('denied');
  },
  removeItem() {
    throw new Error('denied');
  },
  setItem() {
    throw new Error('denied');
  },
};
