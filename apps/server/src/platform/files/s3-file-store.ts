import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { Config } from '../../config.ts';
import { assertFileKey } from './file-key.ts';
import type { FileStore } from './file-store.ts';

/** Where the bucket is and how to reach it (the S3_* variables, decision 033). */
export type S3Settings = {
  bucket: string;
  /** An S3-compatible server (MinIO, Ceph, s3rver…); AWS itself when absent. */
  endpoint?: string;
  region: string;
  /** Both or neither; neither → the SDK's own chain (environment, instance role…). */
  accessKeyId?: string;
  secretAccessKey?: string;
  /** `http://host/bucket/key` instead of `http://bucket.host/key` (most self-hosted servers). */
  forcePathStyle: boolean;
};

/** S3's smallest part of a multipart upload (but the last). */
export const S3_MIN_PART_SIZE = 5 * 1024 * 1024;
/**
 * Part size of a stream put in the bucket: S3 allows 10,000 parts, and a stream's length is
 * not known beforehand, so 16 MB parts take files up to 160 GB (genome files reach 100 GB);
 * four parts in flight hold 64 MB of memory.
 */
export const S3_STREAM_PART_SIZE = 16 * 1024 * 1024;

/** The S3 settings of the configuration, or undefined when files stay on the local disk. */
export function s3SettingsOf(config: Config): S3Settings | undefined {
  if (!config.S3_BUCKET) return undefined;
  return {
    bucket: config.S3_BUCKET,
    endpoint: config.S3_ENDPOINT,
    region: config.S3_REGION,
    accessKeyId: config.S3_ACCESS_KEY_ID,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
  };
}

/**
 * The S3 client options of the settings. Checksums only where S3 requires them: the SDK's
 * default (a CRC32 trailer on every upload, since 3.729) is refused by many S3-compatible
 * servers, and the bytes are already checked by TLS and the ETag of each part.
 */
export function s3ClientConfigOf(settings: S3Settings): S3ClientConfig {
  return {
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    credentials:
      settings.accessKeyId && settings.secretAccessKey
        ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
        : undefined,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  };
}

/**
 * Files as objects of one S3 bucket, the key as the object key. Bytes go up with PutObject;
 * a stream goes up as a multipart upload of `partSize` parts (at most 4 in flight), which S3
 * shows only once completed and which is aborted when the stream fails, so nothing is left.
 */
export function createS3FileStore(
  settings: S3Settings,
  { partSize = S3_STREAM_PART_SIZE }: { partSize?: number } = {},
): FileStore {
  const client = new S3Client(s3ClientConfigOf(settings));
  const Bucket = settings.bucket;
  return {
    async put(key, body, contentType) {
      assertFileKey(key);
      if (body instanceof Uint8Array) {
        await client.send(
          new PutObjectCommand({ Bucket, Key: key, Body: body, ContentType: contentType }),
        );
        return { size: body.length };
      }
      let size = 0;
      let streamError: unknown;
      async function* counted(source: Readable) {
        try {
          for await (const chunk of source) {
            size += (chunk as Buffer).length;
            yield chunk as Buffer;
          }
        } catch (error) {
          streamError = error;
          throw error;
        }
      }
      const upload = new Upload({
        client,
        params: { Bucket, Key: key, Body: Readable.from(counted(body)), ContentType: contentType },
        partSize,
        queueSize: 4,
        leavePartsOnError: false,
      });
      // the SDK aborts the multipart upload on failure and may then report the abort's own
      // error: the stream's is the one the caller can act on
      await upload.done().catch((error: unknown) => {
        throw streamError ?? error;
      });
      return { size };
    },
    async open(key) {
      assertFileKey(key);
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        return { body: answer.Body as Readable, size: answer.ContentLength ?? 0 };
      } catch (error) {
        if (error instanceof NoSuchKey) return undefined;
        throw error;
      }
    },
    async delete(key) {
      assertFileKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
  };
}
