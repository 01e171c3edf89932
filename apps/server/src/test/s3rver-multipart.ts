import { readdir, readFile, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type S3rver from 's3rver';

/** The Koa context fields the added operations read and write. */
type Context = {
  method: string;
  path: string;
  query: Record<string, string | undefined>;
  status: number;
  body: unknown;
};
type Middleware = (ctx: Context, next: () => Promise<void>) => Promise<void>;

/**
 * Adds the three multipart operations s3rver 3 lacks and real S3 has — ListParts,
 * AbortMultipartUpload and ListMultipartUploads — over s3rver's own upload folders
 * (`<bucket>/._S3rver_uploads/<uploadId>/{key, <part>, <part>.md5}`). The tus S3 store reads
 * an upload's offset with ListParts, and both it and the SDK abort with
 * AbortMultipartUpload. Path-style requests only; no signature check on these three.
 */
export function addMultipartOperations(server: S3rver, directory: string): void {
  const uploadsOf = (bucket: string) => join(directory, bucket, '._S3rver_uploads');
  const operations: Middleware = async (ctx, next) => {
    const [, bucket = '', ...keyParts] = ctx.path.split('/').map(decodeURIComponent);
    const key = keyParts.join('/');
    const uploadId = ctx.query.uploadId;
    if (ctx.method === 'GET' && key === '' && 'uploads' in ctx.query) {
      ctx.body = await listUploads(uploadsOf(bucket), bucket);
      return;
    }
    if (!key || !uploadId || !/^[0-9a-f]+$/.test(uploadId) || ctx.query.partNumber) return next();
    const folder = join(uploadsOf(bucket), uploadId);
    const exists = await stat(folder).then(
      () => true,
      () => false,
    );
    if ((ctx.method === 'GET' || ctx.method === 'DELETE') && !exists) {
      ctx.status = 404;
      ctx.body = { Error: { Code: 'NoSuchUpload', Message: 'The upload does not exist.' } };
      return;
    }
    if (ctx.method === 'GET') {
      ctx.body = await listParts(folder, bucket, key, uploadId);
      return;
    }
    if (ctx.method === 'DELETE') {
      await rm(folder, { recursive: true, force: true });
      ctx.status = 204;
      return;
    }
    return next();
  };
  // before the router (the last middleware), after the XML encoding of plain-object bodies
  const stack = (server as unknown as { middleware: Middleware[] }).middleware;
  stack.splice(stack.length - 1, 0, operations);
}

async function listParts(folder: string, bucket: string, key: string, uploadId: string) {
  const numbers = (await readdir(folder))
    .filter((name) => /^\d+$/.test(name))
    .map(Number)
    .sort((a, b) => a - b);
  const Part = await Promise.all(
    numbers.map(async (number) => {
      const info = await stat(join(folder, String(number)));
      const md5 = (await readFile(join(folder, `${number}.md5`), 'utf8')).trim();
      return {
        PartNumber: number,
        ETag: `"${md5}"`,
        Size: info.size,
        LastModified: info.mtime.toISOString(),
      };
    }),
  );
  return {
    ListPartsResult: {
      Bucket: bucket,
      Key: key,
      UploadId: uploadId,
      IsTruncated: false,
      ...(Part.length > 0 ? { Part } : {}),
    },
  };
}

async function listUploads(uploads: string, bucket: string) {
  const ids = await readdir(uploads).catch(() => [] as string[]);
  const Upload = await Promise.all(
    ids.map(async (id) => ({
      Key: await readFile(join(uploads, id, 'key'), 'utf8'),
      UploadId: id,
      Initiated: (await stat(join(uploads, id))).birthtime.toISOString(),
    })),
  );
  return {
    ListMultipartUploadsResult: {
      Bucket: bucket,
      IsTruncated: false,
      ...(Upload.length > 0 ? { Upload } : {}),
    },
  };
}
