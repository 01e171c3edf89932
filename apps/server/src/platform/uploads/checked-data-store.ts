import type { Readable } from 'node:stream';
import { isUploadPurpose, UPLOAD_PURPOSES } from '@plotline/contract/uploads';
import { DataStore, type Upload } from '@tus/utils';
import { peekStream } from '../files/peek-stream.ts';
import type { MessageKey } from '../i18n/messages.ts';
import { KIND_CHECK_BYTES, startsLikeOneOf } from './upload-kind.ts';

/** A refusal the uploads route answers as a translated 400 with this field message. */
export class UploadRefused extends Error {
  constructor(
    readonly key: MessageKey,
    readonly params: Record<string, string | number> = {},
  ) {
    super(key);
  }
}

/**
 * A tus data store in front of the real one (disk or S3) that checks the first bytes of
 * every upload against the kinds its purpose accepts before anything is written. A file of
 * the wrong kind is removed whole (nothing kept) and the write fails with UploadRefused.
 */
export class CheckedDataStore extends DataStore {
  constructor(readonly inner: DataStore) {
    super();
    this.extensions = inner.extensions;
  }

  override create(upload: Upload) {
    return this.inner.create(upload);
  }
  override remove(id: string) {
    return this.inner.remove(id);
  }
  override getUpload(id: string) {
    return this.inner.getUpload(id);
  }
  override declareUploadLength(id: string, length: number) {
    return this.inner.declareUploadLength(id, length);
  }
  override deleteExpired() {
    return this.inner.deleteExpired();
  }
  override getExpiration() {
    return this.inner.getExpiration();
  }
  /** The stored bytes of an upload (GET; the bytes so far for an unfinished one). */
  read(id: string): Promise<Readable> | Readable {
    return (this.inner as DataStore & { read(id: string): Promise<Readable> | Readable }).read(id);
  }

  override async write(source: Readable, id: string, offset: number): Promise<number> {
    if (offset >= KIND_CHECK_BYTES) return this.inner.write(source, id, offset);
    const upload = await this.inner.getUpload(id);
    const purpose = upload.metadata?.purpose ?? undefined;
    const kinds = isUploadPurpose(purpose) ? UPLOAD_PURPOSES[purpose].kinds : [];
    const { head, rest } = await peekStream(source, KIND_CHECK_BYTES - offset);
    if (!startsLikeOneOf(kinds, head, offset)) {
      // the unread rest of the body is dropped by tus's pipeline when this throws
      await this.inner.remove(id);
      throw new UploadRefused('uploads.wrongKind', {
        name: upload.metadata?.filename ?? '',
        kinds: kinds.join(', '),
      });
    }
    return this.inner.write(rest, id, offset);
  }
}
