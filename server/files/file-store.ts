/**
 * Where stored documents live ({source}/{id}/{id}.json and .html): a local folder by default,
 * an S3-compatible bucket in production. Keys are relative paths with `/` separators.
 */
export interface FileStore {
  put(key: string, body: string, contentType: string): Promise<void>;
  /** The stored text, or null when there is no such file. */
  get(key: string): Promise<string | null>;
  /** Bytes as they are (downloaded pliegos). */
  putBytes(key: string, body: Uint8Array, contentType: string): Promise<void>;
  /** The stored bytes, or null when there is no such file. */
  getBytes(key: string): Promise<Buffer | null>;
}
