import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { type S3Settings, s3ClientConfigOf } from '../platform/files/s3-file-store.ts';
import { addMultipartOperations } from './s3rver-multipart.ts';

/** A real S3-compatible server on a free loopback port, its bucket, and where it keeps objects. */
export type S3Server = {
  settings: S3Settings;
  /** The S3_* variables that point a server process at it. */
  env: Record<string, string>;
  /** Keys of the objects in the bucket, sorted (complete objects only). */
  listKeys(): Promise<string[]>;
  /** Parts of multipart uploads neither completed nor aborted (s3rver's upload folder). */
  countPendingParts(): Promise<number>;
  /** Stops the server and deletes its objects (once; later calls do nothing). */
  close(): Promise<void>;
};

/**
 * Starts s3rver (an S3 implementation on the local disk) with one empty bucket, for tests of
 * the S3 file store and the tus S3 store. The credentials are s3rver's fixed ones.
 */
export async function startS3Server(bucket = 'plotline-test'): Promise<S3Server> {
  const directory = await mkdtemp(join(tmpdir(), 'plotline-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  addMultipartOperations(server, directory);
  const { port } = await server.run();
  const settings: S3Settings = {
    bucket,
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  };
  const client = new S3Client(s3ClientConfigOf(settings));
  let closed = false;
  return {
    settings,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: settings.endpoint ?? '',
      S3_REGION: settings.region,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    async listKeys() {
      const answer = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
      return (answer.Contents ?? []).map((object) => object.Key ?? '').sort();
    },
    async countPendingParts() {
      const folder = join(directory, bucket, '._S3rver_uploads');
      return (await readdir(folder).catch(() => [])).length;
    },
    async close() {
      if (closed) return;
      closed = true;
      client.destroy();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
