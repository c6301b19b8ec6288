// Content-addressed file storage per user, plus scratch space for a document's pipeline stages.
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

export class FileStore {
  constructor(private readonly root: string) {}

  uploadKey(userId: string, sha256: string): string {
    return path.posix.join('users', userId, sha256);
  }

  async put(key: string, bytes: Uint8Array): Promise<void> {
    const file = this.resolve(key);
    await mkdir(path.dirname(file), { recursive: true });
    // write then rename: a crash never leaves a half-written file under the final name
    const tmp = `${file}.${process.pid}.tmp`;
    await writeFile(tmp, bytes);
    await rename(tmp, file);
  }

  async get(key: string): Promise<Buffer> {
    return readFile(this.resolve(key));
  }

  async putJson(key: string, value: unknown): Promise<void> {
    await this.put(key, Buffer.from(JSON.stringify(value)));
  }

  async getJson<T>(key: string): Promise<T> {
    return JSON.parse((await this.get(key)).toString('utf8')) as T;
  }

  stageKey(documentId: string, stage: string): string {
    return path.posix.join('stages', documentId, `${stage}.json`);
  }

  async dropStages(documentId: string): Promise<void> {
    await rm(this.resolve(path.posix.join('stages', documentId)), { recursive: true, force: true });
  }

  async removeUser(userId: string): Promise<void> {
    await rm(this.resolve(path.posix.join('users', userId)), { recursive: true, force: true });
  }

  /** The file's path on disk (audio is served from it with range requests). */
  pathOf(key: string): string {
    return this.resolve(key);
  }

  private resolve(key: string): string {
    const file = path.resolve(this.root, key);
    if (!file.startsWith(path.resolve(this.root) + path.sep)) throw new Error(`invalid storage key ${key}`);
    return file;
  }
}
